import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import type { RootState } from '../../app/store';
import { toast } from '../../components/toast';
import { renderWithProviders } from '../../test/render';
import { apiUrl, server } from '../../test/server';
import MyProfilePage from './MyProfilePage';
import type { UserProfile } from './profileApi';

const loggedInEnglish: Partial<RootState> = { auth: { token: 'session-token' }, language: { language: 'english' } };
const loggedInIndonesian: Partial<RootState> = {
  auth: { token: 'session-token' },
  language: { language: 'indonesian' },
};

let stored: UserProfile;
let profileLoads: number;
let success: ReturnType<typeof jest.spyOn>;
let failure: ReturnType<typeof jest.spyOn>;
const createObjectURL = jest.fn((_file: Blob) => 'blob:preview-1');
const revokeObjectURL = jest.fn((_url: string) => undefined);

beforeEach(() => {
  stored = {
    name: 'Siti Rahayu',
    email: 'siti@example.com',
    phone: '',
    address: { line1: 'Jl. Merdeka 10', line2: 'Bandung' },
    gender: 'Female',
    dob: '1990-04-12',
    image: '/uploads/avatars/siti.webp',
  };
  profileLoads = 0;
  server.use(
    http.get(apiUrl('/user/get-profile'), ({ request }) => {
      profileLoads += 1;
      expect(request.headers.get('token')).toBe('session-token');
      return HttpResponse.json({ success: true, userData: stored });
    }),
  );
  success = jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  failure = jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderProfile = (preloadedState = loggedInEnglish) =>
  renderWithProviders(<MyProfilePage />, { preloadedState, route: '/my-profile', path: '/my-profile' });

// jsdom's File is not a Blob to the fetch stack jest-fixed-jsdom installs (Node's); a
// browser has one kind of each, so tests build files with Node's File.
const png = () =>
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', {
    type: 'image/png',
  }) as unknown as File;

test('view mode shows every detail of the profile', async () => {
  renderProfile();
  expect(await screen.findByRole('heading', { level: 2, name: 'Siti Rahayu' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Profile photo of Siti Rahayu' })).toHaveAttribute(
    'src',
    '/uploads/avatars/siti.webp',
  );

  const contact = screen.getByRole('region', { name: 'Contact information' });
  expect(within(contact).getAllByText('siti@example.com')).toHaveLength(1);
  expect(within(contact).getByText('Not provided')).toBeInTheDocument(); // no phone yet
  expect(within(contact).getByText('Jl. Merdeka 10')).toBeInTheDocument();
  expect(within(contact).getByText('Bandung')).toBeInTheDocument();

  const basic = screen.getByRole('region', { name: 'Basic information' });
  expect(within(basic).getByText('Female')).toBeInTheDocument();
  expect(within(basic).getByText('12 Apr 1990')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('view mode speaks Indonesian and shows initials when there is no picture', async () => {
  stored = { ...stored, image: '', gender: 'Not Selected' };
  renderProfile(loggedInIndonesian);
  expect(await screen.findByRole('img', { name: 'Foto profil Siti Rahayu' })).toHaveTextContent('SR');
  expect(screen.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeInTheDocument();
  expect(screen.getByText('Belum dipilih')).toBeInTheDocument();
  expect(screen.getByText('12 Apr 1990')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ubah profil' })).toBeInTheDocument();
});

test("the server's default picture (an account without its own) also shows the initials", async () => {
  stored = { ...stored, image: 'http://localhost:3000/media/avatar-placeholder.svg' };
  renderProfile(loggedInIndonesian);
  expect(await screen.findByRole('img', { name: 'Foto profil Siti Rahayu' })).toHaveTextContent('SR');
});

test('edit mode fills the form; the e-mail is read-only; cancel goes back to view', async () => {
  const user = userEvent.setup();
  renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));

  expect(screen.getByLabelText('Name')).toHaveValue('Siti Rahayu');
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByLabelText('Email')).toHaveValue('siti@example.com');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Your email cannot be changed.');
  expect(screen.getByLabelText('Phone')).toHaveValue('');
  expect(screen.getByLabelText('Address line 1')).toHaveValue('Jl. Merdeka 10');
  expect(screen.getByLabelText('Address line 2')).toHaveValue('Bandung');
  expect(screen.getByLabelText('Gender')).toHaveValue('Female');
  expect(
    within(screen.getByLabelText('Gender'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Not selected', 'Male', 'Female']);
  // Typed and shown in the site's format, not the browser's date input.
  expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Date of birth')).toHaveValue('12/04/1990');
  expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
    'Format DD/MM/YYYY, for example 12/03/1990.',
  );
  expect(screen.getByLabelText('Choose photo')).toHaveAttribute('accept', 'image/*');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
  expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
});

test('name and phone must not be blank; nothing is sent until they are filled', async () => {
  const user = userEvent.setup();
  let sent = 0;
  server.use(
    http.post(apiUrl('/user/update-profile'), () => ((sent += 1), HttpResponse.json({ success: true, message: 'x' }))),
  );
  renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), '   ');
  await user.type(screen.getByLabelText('Phone'), '  ');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);
});

test('the validation messages are translated', async () => {
  const user = userEvent.setup();
  renderProfile(loggedInIndonesian);
  await user.click(await screen.findByRole('button', { name: 'Ubah profil' }));
  await user.clear(screen.getByLabelText('Nama'));
  await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
  expect(await screen.findByText('Nama wajib diisi')).toBeInTheDocument();
  expect(screen.getByText('Nomor telepon wajib diisi')).toBeInTheDocument();
});

test('the date of birth is typed DD/MM/YYYY in Indonesian too; a date that does not exist is refused in Indonesian', async () => {
  const user = userEvent.setup();
  let sent = 0;
  server.use(
    http.post(apiUrl('/user/update-profile'), () => {
      sent += 1;
      return HttpResponse.json({ success: true, message: 'Profile Updated' });
    }),
  );
  renderProfile(loggedInIndonesian);
  await user.click(await screen.findByRole('button', { name: 'Ubah profil' }));
  const dob = screen.getByLabelText('Tanggal lahir');
  expect(dob).toHaveValue('12/04/1990');
  expect(dob).toHaveAccessibleDescription('Format HH/BB/TTTT, misalnya 12/03/1990.');
  await user.type(screen.getByLabelText('Telepon'), '+62 812 3456 7890');
  await user.clear(dob);
  await user.type(dob, '30/02/1991');
  await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
  expect(await screen.findByText('Masukkan tanggal lahir yang valid')).toBeInTheDocument();
  expect(dob).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);
});

test('a chosen photo is previewed before saving and its preview URL released', async () => {
  const user = userEvent.setup();
  renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  const file = png();
  await user.upload(screen.getByLabelText('Choose photo'), file);

  expect(createObjectURL).toHaveBeenCalledWith(file);
  expect(screen.getByRole('img', { name: 'Preview of the new profile photo' })).toHaveAttribute(
    'src',
    'blob:preview-1',
  );
  expect(screen.getByText('New photo chosen: me.png. Save to use it.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Keep current photo' }));
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  expect(screen.getByRole('img', { name: 'Profile photo of Siti Rahayu' })).toHaveAttribute(
    'src',
    '/uploads/avatars/siti.webp',
  );
});

test('the picker refuses files that are not images', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  await user.upload(
    screen.getByLabelText('Choose photo'),
    new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }),
  );

  expect(screen.getByRole('alert')).toHaveTextContent('Please upload an image file (JPEG, PNG, WebP or GIF)');
  expect(screen.getByLabelText('Choose photo')).toHaveAttribute('aria-invalid', 'true');
  expect(createObjectURL).not.toHaveBeenCalled();
  expect(screen.queryByRole('img', { name: 'Preview of the new profile photo' })).not.toBeInTheDocument();
});

test('in Indonesian the picker refuses a file that is not an image in Indonesian', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderProfile({ ...loggedInEnglish, language: { language: 'indonesian' } });
  await user.click(await screen.findByRole('button', { name: 'Ubah profil' }));
  await user.upload(screen.getByLabelText('Pilih foto'), new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Unggah file gambar (JPEG, PNG, WebP atau GIF)');
});

test('saving sends the multipart form, toasts the server message, reloads and returns to view', async () => {
  const user = userEvent.setup();
  let form: FormData | undefined;
  server.use(
    http.post(apiUrl('/user/update-profile'), async ({ request }) => {
      expect(request.headers.get('token')).toBe('session-token');
      form = await request.formData();
      stored = {
        ...stored,
        name: String(form.get('name')),
        phone: String(form.get('phone')),
        address: JSON.parse(String(form.get('address'))),
        gender: String(form.get('gender')) as UserProfile['gender'],
        dob: String(form.get('dob')),
        image: '/uploads/avatars/new.webp',
      };
      return HttpResponse.json({ success: true, message: 'Profile updated successfully' });
    }),
  );
  renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), '  Siti Nur Rahayu ');
  await user.type(screen.getByLabelText('Phone'), '+62 812 3456 7890');
  await user.clear(screen.getByLabelText('Address line 2'));
  await user.type(screen.getByLabelText('Address line 2'), 'Bandung, Jawa Barat');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Not selected');
  await user.clear(screen.getByLabelText('Date of birth'));
  await user.type(screen.getByLabelText('Date of birth'), '20/05/1991');
  await user.upload(screen.getByLabelText('Choose photo'), png());
  const loadsBeforeSave = profileLoads;
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByRole('heading', { level: 2, name: 'Siti Nur Rahayu' })).toBeInTheDocument();
  expect(form).toBeDefined();
  expect(form!.get('name')).toBe('Siti Nur Rahayu');
  expect(form!.get('phone')).toBe('+62 812 3456 7890');
  expect(JSON.parse(String(form!.get('address')))).toEqual({ line1: 'Jl. Merdeka 10', line2: 'Bandung, Jawa Barat' });
  expect(form!.get('gender')).toBe('Not Selected');
  expect(form!.get('dob')).toBe('1991-05-20');
  expect(form!.has('email')).toBe(false);
  const image = form!.get('image') as File;
  expect(image.name).toBe('me.png');
  expect(image.type).toBe('image/png');

  expect(profileLoads).toBeGreaterThan(loadsBeforeSave); // reloaded through the Profile tag
  expect(success).toHaveBeenCalledWith('Profile updated successfully');
  expect(screen.getByRole('img', { name: 'Profile photo of Siti Nur Rahayu' })).toHaveAttribute(
    'src',
    '/uploads/avatars/new.webp',
  );
  expect(screen.getByText('+62 812 3456 7890')).toBeInTheDocument();
  expect(screen.getByText('20 May 1991')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
});

test('a refused save shows the server message (translated) and stays in edit mode', async () => {
  const user = userEvent.setup();
  server.use(
    http.post(apiUrl('/user/update-profile'), () =>
      HttpResponse.json(
        { success: false, message: 'The image is too large. Please choose a smaller picture.' },
        { status: 413 },
      ),
    ),
  );
  renderProfile(loggedInIndonesian);
  await user.click(await screen.findByRole('button', { name: 'Ubah profil' }));
  await user.type(screen.getByLabelText('Telepon'), '0812345678');
  await user.upload(screen.getByLabelText('Pilih foto'), png());
  await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));

  await waitFor(() =>
    expect(failure).toHaveBeenCalledWith('Ukuran gambar terlalu besar. Pilih gambar yang lebih kecil.'),
  );
  expect(success).not.toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: 'Simpan perubahan' })).toBeEnabled();
  expect(screen.getByLabelText('Telepon')).toHaveValue('0812345678');
});

test('a failed load shows the server message with a way to try again', async () => {
  const user = userEvent.setup();
  let fail = true;
  server.use(
    http.get(apiUrl('/user/get-profile'), () =>
      fail
        ? HttpResponse.json({ success: false, message: 'Something went wrong. Please try again.' }, { status: 500 })
        : HttpResponse.json({ success: true, userData: stored }),
    ),
  );
  renderProfile();
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  expect(failure).toHaveBeenCalledWith('Something went wrong. Please try again.');

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Siti Rahayu' })).toBeInTheDocument();
});
