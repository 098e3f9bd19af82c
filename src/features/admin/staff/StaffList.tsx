import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { LoadingDots } from '../../../components/LoadingDots';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast';
import { formatTimestampDate } from '../../../shared/format/clock';
import { STAFF_ROLES, type AssignableRole } from '../../../shared/roles';
import { failureText, selectLangCode, useT } from '../../language';
import { useAppSelector } from '../../../state/hooks';
import { useChangeRoleMutation, useGetStaffAccountsQuery, type StaffAccount } from '../consoleApi';
import { Actions, Muted, Panel, TableScroll } from '../consoleParts';

/** The staff accounts: change an editor to an admin and back, or take the staff role away. */
export function StaffList({ ownEmail }: { ownEmail: string }) {
  const t = useT();
  const lang = useAppSelector(selectLangCode);
  const { data: staff, error, isLoading } = useGetStaffAccountsQuery();
  const [changeRole, { isLoading: changing }] = useChangeRoleMutation();
  const [revoking, setRevoking] = useState<StaffAccount | null>(null);

  const apply = async (email: string, role: AssignableRole) => {
    try {
      const answer = await changeRole({ email, role }).unwrap();
      toast.success(t(answer.message));
    } catch (failure) {
      toast.error(failureText(t, failure));
    }
  };

  let body;
  if (isLoading) body = <LoadingDots label={t('common.loading')} />;
  else if (!staff) body = <Muted role="alert">{failureText(t, error)}</Muted>;
  else {
    body = (
      <TableScroll>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('admin.staff.name')}</th>
              <th scope="col">{t('admin.staff.email')}</th>
              <th scope="col">{t('admin.staff.role')}</th>
              <th scope="col">{t('admin.staff.since')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('admin.staff.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => {
              const own = member.email.toLowerCase() === ownEmail.toLowerCase();
              return (
                <tr key={member.id}>
                  <td>{member.name}</td>
                  <td>{member.email}</td>
                  <td>
                    {own ? (
                      <>
                        {t(`admin.role.${member.role}`)} <Muted as="span">({t('admin.staff.you')})</Muted>
                      </>
                    ) : (
                      <RoleSelect
                        aria-label={t('admin.staff.roleOf', { email: member.email })}
                        value={member.role}
                        disabled={changing}
                        onChange={(event) => void apply(member.email, event.target.value as AssignableRole)}
                      >
                        {STAFF_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`admin.role.${role}`)}
                          </option>
                        ))}
                      </RoleSelect>
                    )}
                  </td>
                  <td>{formatTimestampDate(member.createdAt, lang)}</td>
                  <td>
                    {!own && (
                      <Button type="button" $variant="danger" $size="small" onClick={() => setRevoking(member)}>
                        {t('admin.staff.revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    );
  }

  return (
    <Panel aria-labelledby="staff-list-title">
      <h2 id="staff-list-title">{t('admin.staff.listTitle')}</h2>
      {body}
      <Modal
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('admin.staff.revokeTitle')}
        closeLabel={t('common.close')}
      >
        <p>{t('admin.staff.revokeText', { email: revoking?.email ?? '' })}</p>
        <Actions>
          <Button
            type="button"
            $variant="danger"
            onClick={() => {
              if (revoking) void apply(revoking.email, 'patient');
              setRevoking(null);
            }}
          >
            {t('admin.staff.revokeConfirm')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setRevoking(null)}>
            {t('admin.cancel')}
          </Button>
        </Actions>
      </Modal>
    </Panel>
  );
}

const RoleSelect = styled.select`
  min-height: 40px;
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.background};
`;
