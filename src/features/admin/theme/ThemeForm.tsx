// The theme colours' form: two colours, each with the contrast of the text the site puts on
// it (measured as the API measures it, src/shared/colors.ts) and a preview of a primary
// button, a link and an accent in those colours. A colour the site's text would not read on
// is refused by the form's own checks, with the message the API would give, so neither the
// editor's Save nor the autosave sends it.
//
// Saves are drafts (by the editor, and by the autosave once the typing pauses); the form goes
// on across them with the version kept in a ref. Only an admin publishes them (the publish
// bar says so to an editor).
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import styled, { ThemeProvider } from 'styled-components';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { TextField } from '../../../components/TextField';
import { makeTheme, media } from '../../../components/theme';
import { toast } from '../../../components/toast';
import type { ThemeRecord } from '../../../shared/catalogTypes';
import { formatRatio, HEX_COLOR, themeContrast, type ThemeColorName } from '../../../shared/colors';
import type { ThemeColors } from '../../../shared/contentTypes';
import { CONTRAST_TOO_LOW } from '../../../shared/messages/catalog';
import { DRAFT_SAVED } from '../../../shared/messages/publishing';
import { KIND_TRAITS } from '../../../shared/publishing/kindTraits';
import { themeSchema } from '../../../shared/validation/theme';
import { useT, type TFunction } from '../../language';
import { Muted } from '../consoleParts';
import { AutosaveStatus } from '../publishing/AutosaveStatus';
import { PublishBar } from '../publishing/PublishBar';
import { useAutosave } from '../publishing/useAutosave';
import { SaveFailure, type SaveFailureState } from '../SaveFailure';
import { sectionTitleId } from '../SectionHead';
import { THEME_KEY } from '../../../shared/publishing/kindTraits';
import { publishedTags, useSaveThemeMutation } from './adminThemeApi';

const COLOURS: ThemeColorName[] = ['primary', 'secondary'];

/** The form's values: the colours alone (the version a save names is the form's ref). */
const colourSchema = themeSchema.omit(['version']);
type ColourValues = ThemeColors;

/** The message for a colour the site's text would not read on: the API's words, translated. */
const contrastRefusal = (t: TFunction, colour: ThemeColorName, ratio: number) =>
  t(CONTRAST_TOO_LOW, { colour: t(`admin.theme.colour.${colour}`), ratio: formatRatio(ratio) });

type Props = {
  /** The theme as the form started from it. */
  theme: ThemeRecord;
  /** Its publishing state and colours as stored now (every save changes them). */
  stored: ThemeRecord;
  /** Whether the staff member's role publishes the theme (admins only). */
  canPublish: boolean;
  /** Reads the theme again and restarts the form from it: after a stale save, a publish, a discard. */
  onReload: () => void;
};

export function ThemeForm({ theme, stored, canPublish, onReload }: Props) {
  const t = useT();
  // The shape first, then whether the site's text reads on each colour: one check for the
  // editor's Save and for the autosave alike.
  const resolver = useMemo<Resolver<ColourValues>>(() => {
    const shape = yupResolver(colourSchema) as Resolver<ColourValues>;
    return async (values, context, options) => {
      const checked = await shape(values, context, options);
      if (Object.keys(checked.errors).length > 0) return checked;
      const failing = themeContrast(values).find((verdict) => !verdict.passes);
      if (!failing) return checked;
      return {
        values: {},
        errors: { [failing.colour]: { type: 'contrast', message: contrastRefusal(t, failing.colour, failing.ratio) } },
      };
    };
  }, [t]);
  const form = useForm<ColourValues>({ resolver, defaultValues: theme.colors });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isDirty: dirty },
  } = form;
  const [saveTheme, saving] = useSaveThemeMutation();
  const [failure, setFailure] = useState<SaveFailureState | null>(null);
  // The version each save is sent with and answers: the form goes on across its saves.
  const versionRef = useRef(theme.version);
  const [version, setVersion] = useState(theme.version);

  const saveDraft = useCallback(
    async (values: ColourValues) => {
      const answer = await saveTheme({ ...colourSchema.cast(values), version: versionRef.current }).unwrap();
      versionRef.current = answer.version;
      setVersion(answer.version);
      return answer;
    },
    [saveTheme],
  );
  const autosave = useAutosave({ form, save: saveDraft });

  const onSubmit = handleSubmit(async () => {
    setFailure(null);
    const outcome = await autosave.saveNow();
    if (outcome.kind === 'saved') toast.success(t(DRAFT_SAVED));
    // A stale save is said by the autosave's line, with its Reload.
    else if (outcome.kind === 'failed' && !outcome.failure.stale) setFailure(outcome.failure);
  });

  const primary = watch('primary');
  const secondary = watch('secondary');
  const verdicts = themeContrast({ primary, secondary });
  // While a colour is being typed the preview keeps the stored one, rather than flickering away.
  const preview = {
    primary: HEX_COLOR.test(primary) ? primary : stored.colors.primary,
    secondary: HEX_COLOR.test(secondary) ? secondary : stored.colors.secondary,
  };
  const message = (text: string | undefined) => (text ? t(text) : undefined);

  return (
    <Editor>
      <PublishBar
        kind="theme"
        recordKey={THEME_KEY}
        title={t('admin.theme.title')}
        publishing={stored.publishing}
        version={version}
        languages={KIND_TRAITS.theme.languages}
        canUnpublish={KIND_TRAITS.theme.canUnpublish}
        canPublish={canPublish}
        dirty={dirty}
        tags={publishedTags}
        onReload={onReload}
      />
      <Layout>
        <Form as="form" noValidate onSubmit={onSubmit} aria-labelledby={sectionTitleId('theme')}>
          <Muted>{t('admin.theme.draftLead')}</Muted>
          {COLOURS.map((name, index) => {
            const verdict = verdicts[index]!;
            const value = name === 'primary' ? primary : secondary;
            const label = t(`admin.theme.${name}`);
            return (
              <Colour key={name}>
                <TextField
                  label={label}
                  hint={t('admin.theme.hexHint')}
                  error={message(errors[name]?.message)}
                  spellCheck={false}
                  autoComplete="off"
                  {...register(name)}
                />
                <Picker
                  type="color"
                  aria-label={t('admin.theme.pick', { label: label.toLowerCase() })}
                  value={HEX_COLOR.test(value) ? sixDigits(value) : '#000000'}
                  onChange={(event) => setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })}
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
          {failure && <SaveFailure failure={failure} onReload={onReload} />}
          <Buttons>
            <Button type="submit" $variant="primary" disabled={saving.isLoading}>
              {saving.isLoading ? t('admin.catalog.saving') : t('admin.theme.saveDraft')}
            </Button>
            <AutosaveStatus status={autosave.status} dirty={dirty} onReload={onReload} />
          </Buttons>
        </Form>
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
      </Layout>
    </Editor>
  );
}

const sixDigits = (hex: string) =>
  (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();

const Editor = styled.div`
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

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
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
