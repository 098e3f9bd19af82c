import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { failureText, type TFunction } from '../language';
import { useLogoutEverywhereMutation } from './accountApi';

/** "Log out everywhere", asked once more in a dialog that says this browser stays signed in. */
export function LogoutEverywhere({ t }: { t: TFunction }) {
  const [open, setOpen] = useState(false);
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();

  const confirm = async () => {
    try {
      const answer = await logoutEverywhere().unwrap();
      setOpen(false);
      toast.success(t(answer.message));
    } catch (error) {
      toast.error(failureText(t, error));
    }
  };

  return (
    <>
      <Button type="button" $variant="outline" onClick={() => setOpen(true)}>
        {t('accounts.everywhere.button')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('accounts.everywhere.confirmTitle')}
        closeLabel={t('accounts.cancel')}
      >
        <p>{t('accounts.everywhere.confirmText')}</p>
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
            {t('accounts.cancel')}
          </Button>
          <Button type="button" $variant="danger" onClick={() => void confirm()} disabled={isLoading}>
            {isLoading ? t('accounts.working') : t('accounts.everywhere.confirm')}
          </Button>
        </Actions>
      </Modal>
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 24px;
`;
