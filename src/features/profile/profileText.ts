import type { TFunction } from '../language';
import type { Gender } from '../../shared/validation/profile';

const GENDER_LABELS: Record<Gender, string> = {
  'Not Selected': 'profile.gender.notSelected',
  Male: 'profile.gender.male',
  Female: 'profile.gender.female',
};

export const genderLabel = (t: TFunction, gender: string) =>
  t(GENDER_LABELS[gender as Gender] ?? GENDER_LABELS['Not Selected']);
