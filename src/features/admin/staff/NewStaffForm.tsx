import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { PasswordField } from '../../../components/PasswordField';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast';
import { STAFF_ROLES } from '../../../shared/roles';
import { newStaffSchema, type NewStaffValues } from '../../../shared/validation/staff';
import { failureText, useT } from '../../language';
import { useCreateStaffAccountMutation } from '../consoleApi';
import { Actions, Muted, Panel } from '../consoleParts';

const EMPTY: NewStaffValues = { name: '', email: '', password: '', role: 'editor' };

/** An admin adds a colleague: an account with a first password and a staff role. */
export function NewStaffForm() {
  const t = useT();
  const passwordId = useId();
  const [create, { isLoading }] = useCreateStaffAccountMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewStaffValues>({ resolver: yupResolver(newStaffSchema), defaultValues: EMPTY });
  const message = (key?: string) => (key ? t(key) : undefined);

  const onValid = async (values: NewStaffValues) => {
    try {
      const answer = await create(values).unwrap();
      toast.success(t(answer.message));
      reset(EMPTY);
    } catch (error) {
      toast.error(failureText(t, error));
    }
  };

  return (
    <Panel aria-labelledby="new-staff-title">
      <h2 id="new-staff-title">{t('admin.staff.add')}</h2>
      <Muted>{t('admin.staff.addHint')}</Muted>
      <Form noValidate onSubmit={handleSubmit(onValid)}>
        <TextField
          label={t('admin.staff.name')}
          autoComplete="off"
          error={message(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('admin.staff.email')}
          type="email"
          autoComplete="off"
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <PasswordField
          id={passwordId}
          label={t('admin.staff.password')}
          autoComplete="new-password"
          error={message(errors.password?.message)}
          showLabel={t('admin.staff.showPassword')}
          hideLabel={t('admin.staff.hidePassword')}
          {...register('password')}
        />
        <SelectField label={t('admin.staff.role')} error={message(errors.role?.message)} {...register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`admin.role.${role}`)}
            </option>
          ))}
        </SelectField>
        <Actions>
          <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
            {t('admin.staff.create')}
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 4px 16px;
  margin-top: 16px;
  > div:last-child {
    grid-column: 1 / -1;
  }
`;
