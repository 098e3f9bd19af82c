import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import { DOCUMENT_INVALID } from '../../../shared/messages/media';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { MediaField, type MediaFieldProps } from './MediaField';

const english: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };
const indonesian: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'indonesian' } };
const UPLOADED = '/media/uploads/0123456789abcdef0123456789abcdef-800x600.webp';

let success: ReturnType<typeof jest.spyOn>;
let failure: ReturnType<typeof jest.spyOn>;
let changes: string[];

beforeEach(() => {
  changes = [];
  success = jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  failure = jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
});

/** The field inside a form's state, as the console's editors hold it. */
function Harness({ initial, ...props }: Omit<MediaFieldProps, 'value' | 'onChange'> & { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MediaField
      {...props}
      value={value}
      onChange={(url) => {
        changes.push(url);
        setValue(url);
      }}
    />
  );
}

// Files of Node's kind: the fetch stack under Jest is Node's (see MyProfilePage.test.tsx).
const file = (name: string, type: string, bytes = [1, 2, 3]) =>
  new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;

test('an image: preview with the srcset of an uploaded picture; an upload sends the file with the session and puts its URL in', async () => {
  const user = userEvent.setup();
  let release: () => void = () => undefined;
  let sent: { file: File; auth: string | null } | undefined;
  server.use(
    http.post(apiUrl('/admin/media/image'), async ({ request }) => {
      const form = await request.formData();
      sent = { file: form.get('file') as File, auth: request.headers.get('authorization') };
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ success: true, url: UPLOADED }, { status: 201 });
    }),
  );
  renderWithProviders(<Harness label="Header picture" kind="image" initial="/media/hero-feast.webp" />, {
    preloadedState: english,
  });

  const group = screen.getByRole('group', { name: 'Header picture' });
  expect(within(group).getByRole('img', { name: 'Preview of Header picture' })).toHaveAttribute(
    'src',
    '/media/hero-feast.webp',
  );
  expect(screen.getByLabelText('Header picture: address (URL)')).toHaveValue('/media/hero-feast.webp');

  await user.upload(screen.getByLabelText('Choose a file for Header picture'), file('terrace.png', 'image/png'));
  expect(await screen.findByRole('status')).toHaveTextContent('Uploading');
  expect(screen.getByRole('button', { name: 'Upload picture' })).toBeDisabled();
  expect(group).toHaveAttribute('aria-busy', 'true');
  release();

  await waitFor(() => expect(changes).toEqual([UPLOADED]));
  expect(sent?.auth).toBe('Bearer staff-token');
  expect(sent?.file.name).toBe('terrace.png');
  const preview = screen.getByRole('img', { name: 'Preview of Header picture' });
  expect(preview).toHaveAttribute('src', UPLOADED);
  expect(preview.getAttribute('srcset')).toContain(UPLOADED.replace('.webp', '-400.webp 400w'));
  expect(screen.getByLabelText('Header picture: address (URL)')).toHaveValue(UPLOADED);
  expect(success).toHaveBeenCalledWith('File uploaded');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Upload picture' })).toBeEnabled());
});

test('a document: a link to the current file; a refused upload toasts the server message in the visitor language and keeps the value', async () => {
  const user = userEvent.setup();
  server.use(
    http.post(apiUrl('/admin/media/document'), () =>
      HttpResponse.json({ success: false, message: DOCUMENT_INVALID }, { status: 415 }),
    ),
  );
  renderWithProviders(<Harness label="Laporan" kind="document" initial="/documents/laporan-tahunan-2024.pdf" />, {
    preloadedState: indonesian,
  });

  expect(screen.getByRole('link', { name: 'Buka dokumen: laporan-tahunan-2024.pdf' })).toHaveAttribute(
    'href',
    '/documents/laporan-tahunan-2024.pdf',
  );
  await user.upload(screen.getByLabelText('Pilih berkas untuk Laporan'), file('laporan.pdf', 'application/pdf'));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Unggah dokumen PDF'));
  expect(changes).toEqual([]);
  expect(success).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Unggah PDF' })).toBeEnabled());
});

test('a video goes to the video endpoint and gets a player and a link', async () => {
  const user = userEvent.setup();
  const url = '/media/uploads/0123456789abcdef0123456789abcdef.mp4';
  server.use(http.post(apiUrl('/admin/media/video'), () => HttpResponse.json({ success: true, url }, { status: 201 })));
  renderWithProviders(<Harness label="About video" kind="video" initial="" />, { preloadedState: english });

  expect(screen.getByText('No file yet')).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Choose a file for About video'), file('clip.mp4', 'video/mp4'));
  expect(await screen.findByRole('link', { name: `Open the video: ${url.split('/').pop()}` })).toHaveAttribute(
    'href',
    url,
  );
  expect(screen.getByLabelText('Preview of About video').tagName).toBe('VIDEO');
  expect(changes).toEqual([url]);
});

test('a pasted URL goes to the form as typed; one that is not http(s) or on this site is never shown or linked', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <Harness label="Brochure" kind="document" initial="" error="Enter an http(s) address or a path on this site" />,
    {
      preloadedState: english,
    },
  );
  const input = screen.getByLabelText('Brochure: address (URL)');
  expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter an http(s) address or a path on this site'));
  await user.type(input, 'javascript:alert(1)');
  expect(changes.at(-1)).toBe('javascript:alert(1)');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('No file yet')).toBeInTheDocument();

  await user.clear(input);
  await user.type(input, 'https://example.com/a.pdf');
  expect(screen.getByRole('link', { name: 'Open the document: a.pdf' })).toHaveAttribute(
    'href',
    'https://example.com/a.pdf',
  );
});
