// The doctor's own availability: whether patients can book them now.
import styled from 'styled-components';
import { toast } from '../../components/toast';
import { failureText, useT } from '../language';
import { useSetDoctorAvailabilityMutation } from './doctorPanelApi';

export function AvailabilitySwitch({ available }: { available: boolean }) {
  const t = useT();
  const [save, { isLoading }] = useSetDoctorAvailabilityMutation();

  const toggle = async () => {
    try {
      toast.success(t((await save(!available).unwrap()).message));
    } catch (failure) {
      toast.error(failureText(t, failure));
    }
  };

  return (
    <Box aria-labelledby="availability-title">
      <h2 id="availability-title">{t('clinic.availability.title')}</h2>
      <label>
        <input type="checkbox" role="switch" checked={available} disabled={isLoading} onChange={() => void toggle()} />
        {t('clinic.availability.switch')}
      </label>
      <p role="status">{t(available ? 'clinic.availability.on' : 'clinic.availability.off')}</p>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 20px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-weight: 600;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
