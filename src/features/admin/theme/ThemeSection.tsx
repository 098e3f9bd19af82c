// The console's theme colours: two colours, each with the contrast of the text the site
// puts on it (measured as the API measures it, src/shared/colors.ts) and a preview of a
// primary button, a link and an accent in those colours. A failing colour is refused here
// with the message the API would give.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled, { ThemeProvider } from 'styled-components';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { LoadingDots } from '../../../components/LoadingDots';
import { TextField } from '../../../components/TextField';
import { makeTheme, media } from '../../../components/theme';
import { toast } from '../../../components/toast';
import {
  formatRatio,
  HEX_COLOR,
  themeContrast,
  type ContrastVerdict,
  type ThemeColorName,
} from '../../../shared/colors';
import { adminCatalog } from '../../../shared/dictionary/adminCatalog';
import { CONTRAST_TOO_LOW } from '../../../shared/messages/catalog';
import { SAVED } from '../../../shared/messages/staff';
import { themeSchema, type ThemeValues } from '../../../shared/validation/theme';
import { addStrings, failureText, useT, type TFunction } from '../../language';
import { SaveFailure, saveFailureOf, type SaveFailureState } from '../SaveFailure';
import { SectionHead, sectionTitleId } from '../SectionHead';
import { useGetAdminThemeQuery, useSaveThemeMutation } from './adminThemeApi';

addStrings(adminCatalog);

const COLOURS: ThemeColorName[] = ['primary', 'secondary'];

/** The message for a colour the site's text would not read on: the API's words, translated. */
export const contrastRefusal = (t: TFunction, verdict: ContrastVerdict) =>
  t(CONTRAST_TOO_LOW, { colour: t(`admin.theme.colour.${verdict.colour}`), ratio: formatRatio(verdict.ratio) });

export default function ThemeSection() {
  const t = useT();
  const { data: theme, error, isLoading, refetch } = useGetAdminThemeQuery();
  const [saveTheme, saving] = useSaveThemeMutation();
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors },
  } = useForm<ThemeValues>({
    resolver: yupResolver(themeSchema),
    defaultValues: { primary: '', secondary: '', version: 1 },
  });

  useEffect(() => {
    if (theme) reset({ ...theme.colors, version: theme.version });
  }, [theme, reset]);

  const primary = watch('primary');
  const secondary = watch('secondary');
  const verdicts = themeContrast({ primary, secondary });
  // While a colour is being typed the preview keeps the saved one, rather than flickering away.
  const preview = theme && {
    primary: HEX_COLOR.test(primary) ? primary : theme.colors.primary,
    secondary: HEX_COLOR.test(secondary) ? secondary : theme.colors.secondary,
  };

  const save = async (values: ThemeValues) => {
    setFailure(null);
    const failing = themeContrast(values).find((verdict) => !verdict.passes);
    if (failing) {
      setFailure({ message: contrastRefusal(t, failing), stale: false });
      return;
    }
    try {
      const saved = await saveTheme(values).unwrap();
      // The next save names the new version at once, before the list is read again.
      reset({ ...saved.colors, version: saved.version });
      toast.success(t(SAVED));
    } catch (caught) {
      setFailure(saveFailureOf(t, caught));
    }
  };

  const reload = async () => {
    setFailure(null);
    const fresh = (await refetch()).data;
    if (fresh) reset({ ...fresh.colors, version: fresh.version });
  };

  return (
    <Section aria-labelledby={sectionTitleId('theme')}>
      <SectionHead of="theme" />
      {isLoading && <LoadingDots label={t('admin.catalog.loading')} />}
      {error && <p role="alert">{failureText(t, error)}</p>}
      {theme && (
        <Layout>
          <Form as="form" noValidate onSubmit={handleSubmit(save)} aria-labelledby={sectionTitleId('theme')}>
            {COLOURS.map((name, index) => {
              const verdict = verdicts[index]!;
              const value = name === 'primary' ? primary : secondary;
              const label = t(`admin.theme.${name}`);
              return (
                <Colour key={name}>
                  <TextField
                    label={label}
                    hint={t('admin.theme.hexHint')}
                    error={errors[name]?.message ? t(errors[name].message) : undefined}
                    spellCheck={false}
                    autoComplete="off"
                    {...register(name)}
                  />
                  <Picker
                    type="color"
                    aria-label={t('admin.theme.pick', { label: label.toLowerCase() })}
                    value={HEX_COLOR.test(value) ? sixDigits(value) : '#000000'}
                    onChange={(event) =>
                      setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })
                    }
                  />
                  {HEX_COLOR.test(value) && (
                    <Verdict $passes={verdict.passes} data-testid={`verdict-${name}`} aria-live="polite">
                      <span aria-hidden="true">{verdict.passes ? '✓' : '✕'}</span>{' '}
                      {t(verdict.passes ? 'admin.theme.passes' : 'admin.theme.fails', {
                        ratio: formatRatio(verdict.ratio),
                      })}
                    </Verdict>
                  )}
                </Colour>
              );
            })}
            {failure && <SaveFailure failure={failure} onReload={() => void reload()} />}
            <div>
              <Button type="submit" $variant="primary" disabled={saving.isLoading}>
                {saving.isLoading ? t('admin.catalog.saving') : t('admin.catalog.save')}
              </Button>
            </div>
          </Form>
          {preview && (
            <ThemeProvider theme={makeTheme(preview)}>
              <Preview aria-labelledby="theme-preview-title">
                <h2 id="theme-preview-title">{t('admin.theme.preview')}</h2>
                <Button type="button" $variant="primary" tabIndex={-1} aria-disabled="true">
                  {t('admin.theme.previewButton')}
                </Button>
                <Button
                  as="a"
                  href="#theme-preview-title"
                  $variant="ghost"
                  tabIndex={-1}
                  onClick={(event) => event.preventDefault()}
                >
                  {t('admin.theme.previewLink')}
                </Button>
                <Accent>{t('admin.theme.previewAccent')}</Accent>
              </Preview>
            </ThemeProvider>
          )}
        </Layout>
      )}
    </Section>
  );
}

const sixDigits = (hex: string) =>
  (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 20px;
  align-items: start;
  ${media.small} {
    grid-template-columns: 1fr;
  }
`;

const Form = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 24px;
`;

const Colour = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 8px 12px;
  align-items: start;
  > :last-child:not(input) {
    grid-column: 1 / -1;
  }
`;

const Picker = styled.input`
  width: 56px;
  height: 48px;
  margin-top: 28px;
  padding: 2px;
  border: 1.5px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Verdict = styled.p<{ $passes: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $passes, theme }) => ($passes ? theme.colors.success : theme.colors.danger)};
`;

const Preview = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  padding: 24px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Accent = styled.p`
  margin: 0;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-weight: 600;
`;
