import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { Link } from 'react-router-dom';
import type { RootState } from '../../../app/store';
import { toast } from '../../../components/toast';
import { DRAFT_SAVED, PUBLISHED, RELEASE_SAVED } from '../../../shared/messages/publishing';
import { STALE_SAVE } from '../../../shared/messages/staff';
import { changedLanguages } from '../../../shared/publishing/languages';
import type { PublishingState } from '../../../shared/publishing/types';
import { renderWithProviders } from '../../../test/render';
import { apiUrl, server } from '../../../test/server';
import { Navbar } from '../../../app/layout/Navbar';
import Footer from '../../../app/layout/Footer';
import { LayoutPartsContext } from './layoutParts';
import PagesSection from './PagesSection';

type Body = Record<string, unknown>;
type Stored = { version: number; id: Body; en: Body; publishing?: PublishingState };

const published: PublishingState = {
  state: 'published',
  changedLanguages: [],
  scheduled: [],
  publishedAt: '2026-12-01T09:12:00.000Z',
  changedBy: 'editor@example.com',
  changedAt: '2026-12-01T09:12:00.000Z',
};

const english: Partial<RootState> = { auth: { token: 'staff-token' }, language: { language: 'english' } };

let documents: Record<string, Stored>;
/** What the public sees of a document, kept at its first draft save. */
let publics: Record<string, { id: Body; en: Body }>;
let loads: Record<string, number>;
let saves: Array<{ slug: string; body: Body }>;
let saveAnswer: () => Response;

beforeEach(() => {
  documents = {
    contact: {
      version: 3,
      id: {
        banner: {
          title: 'Hubungi Kami',
          subtitle: 'Kami senang mendengar dari Anda',
          backgroundImageUrl: '/media/banner-contact.webp',
        },
        formTitle: 'Kirim Pesan',
        formDescription: 'Isi formulir di bawah ini.',
      },
      en: { banner: { title: 'Contact Us' }, formDescription: 'Fill in the form below.' },
    },
    career: {
      version: 2,
      id: {
        banner: {
          title: 'Karier',
          subtitle: 'Tumbuh bersama kami',
          backgroundImageUrl: '/media/banner-career.webp',
          buttonText: 'Lihat Lowongan',
        },
        jobsTitle: 'Lowongan',
        jobsDescription: 'Pilih posisi.',
        jobs: [
          {
            _id: 'job-cook',
            jobName: 'Juru Masak',
            title: 'Juru Masak – Jakarta',
            jobSalary: 'Rp 5.500.000',
            jobImageUrl: '/media/job-cook.webp',
            qualifications: 'SMK Tata Boga',
            jobFormUrl: '/contact?subject=Lamaran%3A%20Juru%20Masak#contact-form',
          },
        ],
      },
      en: {},
    },
    'our-brand': {
      version: 7,
      id: {
        banner: { title: 'Brand Kami', subtitle: 'Enam konsep', backgroundImageUrl: '/media/banner-our-brand.webp' },
        benefits: [
          {
            _id: 'benefit-halal',
            name: 'Bersertifikat Halal',
            description: 'Halal.',
            logoImageUrl: '/media/benefit-halal.webp',
          },
          {
            _id: 'benefit-fresh',
            name: 'Bahan Segar',
            description: 'Segar.',
            logoImageUrl: '/media/benefit-fresh.webp',
          },
        ],
        aboutFood: { title: 'Dari Dapur Kami', description: 'Cerita.', video: '', poster: '' },
        restaurantsTitle: 'Kenali Brand Kami',
      },
      en: {
        benefits: [
          { _id: 'benefit-halal', name: 'Halal Certified' },
          { _id: 'benefit-fresh', name: 'Fresh Ingredients' },
        ],
      },
    },
  };
  loads = {};
  publics = {};
  saves = [];
  saveAnswer = () => HttpResponse.json({ success: true, message: DRAFT_SAVED, version: 4 });
  server.use(
    http.get(apiUrl('/admin/content/:slug'), ({ params, request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      const slug = String(params.slug);
      loads[slug] = (loads[slug] ?? 0) + 1;
      return HttpResponse.json({ success: true, slug, publishing: published, ...documents[slug] });
    }),
    // A save writes the draft: the document then answers it, changed since what is public.
    http.put(apiUrl('/admin/content/:slug'), async ({ params, request }) => {
      const slug = String(params.slug);
      const body = (await request.json()) as Body;
      saves.push({ slug, body });
      const answer = saveAnswer();
      if (answer.ok) {
        const { version } = (await answer.clone().json()) as { version: number };
        const stored = documents[slug]!;
        publics[slug] ??= { id: stored.id, en: stored.en };
        const draft = { id: body.id as Body, en: body.en as Body };
        const changed = changedLanguages(publics[slug]!, draft);
        documents[slug] = {
          ...stored,
          ...draft,
          version,
          publishing: { ...published, state: 'changed', changedLanguages: changed },
        };
      }
      return answer;
    }),
    // The picker's states: every document as the document itself answers.
    http.get(apiUrl('/admin/publishing/page'), () =>
      HttpResponse.json({
        success: true,
        records: Object.entries(documents).map(([key, document]) => ({
          key,
          title: key,
          publishing: (document as { publishing?: unknown }).publishing ?? published,
        })),
      }),
    ),
    // What the previewed pages read besides the draft.
    http.get(apiUrl('/restaurants'), () => HttpResponse.json({ success: true, data: [] })),
  );
  jest.spyOn(toast, 'success').mockImplementation(() => 'toast');
  jest.spyOn(toast, 'error').mockImplementation(() => 'toast');
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderSection = (page = 'contact') =>
  renderWithProviders(
    <>
      <Link to="/admin/inbox">Inbox</Link>
      <PagesSection />
    </>,
    {
      preloadedState: english,
      route: `/admin/pages?page=${page}`,
      path: '/admin/pages',
      routes: [{ path: '/admin/inbox', element: <p>Inbox page</p> }],
    },
  );

// The form's code loads when the section opens (a lazy chunk; in a test run, the first import
// compiles it and its form libraries), which on a busy machine takes seconds rather than the
// default second.
const form = async (name: string) => screen.findByRole('form', { name }, { timeout: 15_000 });

/** The previewed page, inside the preview's frame. */
const previewPage = async () => {
  const frame = (await screen.findByTitle('Preview of the public page')) as HTMLIFrameElement;
  return within(frame.contentDocument!.body);
};

test('editing a field and saving sends both bodies with the version edited', async () => {
  const user = userEvent.setup();
  renderSection();
  const contact = await form('Contact');
  await user.type(within(contact).getByLabelText('Form title (English)'), 'Send a Message');
  await user.clear(within(contact).getByLabelText('Form title (Indonesian)'));
  await user.type(within(contact).getByLabelText('Form title (Indonesian)'), 'Tulis Pesan');
  await user.click(within(contact).getByRole('button', { name: 'Save draft' }));

  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]).toEqual({
    slug: 'contact',
    body: {
      version: 3,
      id: { ...documents.contact!.id, formTitle: 'Tulis Pesan' },
      // English holds only its own text; empty fields fall back to Indonesian.
      en: { banner: { title: 'Contact Us' }, formTitle: 'Send a Message', formDescription: 'Fill in the form below.' },
    },
  });
  expect(toast.success).toHaveBeenCalledWith('Draft saved');
  // The picker names each document with its state, and follows the save.
  const picker = screen.getByLabelText('Page to edit');
  await waitFor(() =>
    expect(within(picker).getByRole('option', { name: 'Contact — Changed since published' })).toBeInTheDocument(),
  );
  expect(within(picker).getByRole('option', { name: 'Our brand — Published' })).toBeInTheDocument();
});

test('a picture uploaded in a field is what the save names', async () => {
  const uploaded = '/media/uploads/0123456789abcdef0123456789abcdef-1920x800.webp';
  server.use(
    http.post(apiUrl('/admin/media/image'), () => HttpResponse.json({ success: true, url: uploaded }, { status: 201 })),
  );
  const user = userEvent.setup();
  renderSection();
  const contact = await form('Contact');
  const picture = new NodeFile([new Uint8Array([1, 2, 3])], 'banner.png', { type: 'image/png' }) as unknown as File;
  await user.upload(within(contact).getByLabelText('Choose a file for Background image'), picture);
  await waitFor(() =>
    expect(within(contact).getByLabelText('Background image: address (URL)')).toHaveProperty('value', uploaded),
  );
  await user.click(within(contact).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saves).toHaveLength(1));
  expect((saves[0]!.body.id as { banner: Body }).banner.backgroundImageUrl).toBe(uploaded);
});

test('a new banner picture brings its pixel size along', async () => {
  const uploaded = '/media/uploads/0123456789abcdef0123456789abcdef-1600x900.webp';
  documents.home = {
    version: 2,
    id: {
      headerTitle: 'Judul',
      headerDescription: 'Deskripsi',
      banners: [{ _id: 'banner-feast', imageUrl: '/media/hero-feast.webp', alt: 'Hidangan', width: 1920, height: 800 }],
      restaurantSectionTitle: 'Restoran',
      restaurantSectionDescription: 'Deskripsi',
      employeeSectionTitle: 'Pencapaian',
      employeeSectionDescription: 'Deskripsi',
      employees: [],
      getInTouchTitle: 'Hubungi',
      getInTouchImageUrl: '/media/get-in-touch.webp',
      getInTouchBgImageUrl: '/media/get-in-touch-bg.webp',
    },
    en: {},
  };
  const user = userEvent.setup();
  renderSection('home');
  const home = await form('Home');
  // The home page previews with the draft's title.
  expect(await (await previewPage()).findByText('Judul')).toBeTruthy();
  // The document's fields below its first screen follow after the first paint.
  const banner = await within(home).findByRole('group', { name: 'Banners, Item 1: Hidangan' });
  const address = within(banner).getByLabelText('Image: address (URL)');
  await user.clear(address);
  await user.type(address, uploaded);
  expect(within(banner).getByLabelText('Width (px)')).toHaveProperty('value', '1600');
  expect(within(banner).getByLabelText('Height (px)')).toHaveProperty('value', '900');
  await user.click(within(home).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saves).toHaveLength(1));
  expect((saves[0]!.body.id as { banners: Body[] }).banners[0]).toEqual({
    _id: 'banner-feast',
    imageUrl: uploaded,
    alt: 'Hidangan',
    width: 1600,
    height: 900,
  });
});

test('a refused field shows its message and sends nothing', async () => {
  const user = userEvent.setup();
  renderSection();
  const contact = await form('Contact');
  const image = within(contact).getByLabelText('Background image: address (URL)');
  await user.clear(image);
  await user.type(image, 'javascript:alert(1)');
  await user.click(within(contact).getByRole('button', { name: 'Save draft' }));
  expect(
    await within(contact).findByText('Use a link starting with http://, https:// or / (a page of this site)'),
  ).toBeTruthy();
  expect(saves).toHaveLength(0);
});

test('a job’s application link may be an e-mail: the editor takes a mailto: address and saves it', async () => {
  const user = userEvent.setup();
  renderSection('career');
  const career = await form('Career');
  // The form's later parts are drawn after its first screen.
  const job = await within(career).findByRole('group', { name: /, Item 1: Juru Masak$/ }, { timeout: 15_000 });
  const link = within(job).getByLabelText('Application form link');
  expect(link).toHaveValue('/contact?subject=Lamaran%3A%20Juru%20Masak#contact-form');
  expect(link).toHaveAccessibleDescription(/mailto: for an e-mail or tel: for a call/);
  await user.clear(link);
  await user.type(link, 'mailto:karier@nusantararasa.co.id?subject=Lamaran%3A%20Juru%20Masak');
  await user.click(within(career).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saves).toHaveLength(1));
  expect((saves[0]!.body.id as { jobs: Body[] }).jobs[0]!.jobFormUrl).toBe(
    'mailto:karier@nusantararasa.co.id?subject=Lamaran%3A%20Juru%20Masak',
  );
});

test('a stale save shows the message and offers to reload what is stored', async () => {
  const user = userEvent.setup();
  saveAnswer = () => HttpResponse.json({ success: false, message: STALE_SAVE }, { status: 409 });
  renderSection();
  const contact = await form('Contact');
  await user.type(within(contact).getByLabelText('Form title (English)'), 'Mine');
  await user.click(within(contact).getByRole('button', { name: 'Save draft' }));

  const alert = await within(contact).findByRole('alert');
  expect(alert.textContent).toContain(STALE_SAVE);
  expect(toast.error).not.toHaveBeenCalled();

  documents.contact = {
    ...documents.contact!,
    version: 4,
    id: { ...documents.contact!.id, formTitle: 'Pesan Mereka' },
  };
  await user.click(within(alert).getByRole('button', { name: 'Reload' }));
  await waitFor(() =>
    expect(
      (
        within(screen.getByRole('form', { name: 'Contact' })).getByLabelText(
          'Form title (Indonesian)',
        ) as HTMLInputElement
      ).value,
    ).toBe('Pesan Mereka'),
  );
  expect(loads.contact).toBe(2);
  expect((screen.getByLabelText('Form title (English)') as HTMLInputElement).value).toBe('');
});

test('moving a list item moves its English with it', async () => {
  const user = userEvent.setup();
  renderSection('our-brand');
  const brand = await form('Our brand');
  await user.click(within(brand).getByRole('button', { name: 'Move down: Item 1: Bersertifikat Halal' }));
  expect(within(brand).getByRole('group', { name: 'Benefits, Item 1: Bahan Segar' })).toBeTruthy();
  const first = within(brand).getByRole('group', { name: 'Benefits, Item 1: Bahan Segar' });
  expect((within(first).getByLabelText('Name (English)') as HTMLInputElement).value).toBe('Fresh Ingredients');

  await user.click(within(brand).getByRole('button', { name: 'Add: Benefits' }));
  const added = within(brand).getByRole('group', { name: 'Benefits, Item 3' });
  await user.type(within(added).getByLabelText('Name (Indonesian)'), 'Pesan Antar');
  await user.type(within(added).getByLabelText('Description (Indonesian)'), 'Diantar.');
  await user.type(within(added).getByLabelText('Logo: address (URL)'), '/media/benefit-delivery.webp');
  await user.click(within(brand).getByRole('button', { name: 'Remove: Item 2: Bersertifikat Halal' }));
  await user.click(within(brand).getByRole('button', { name: 'Save draft' }));

  await waitFor(() => expect(saves).toHaveLength(1));
  const sent = saves[0]!.body as { version: number; id: { benefits: Body[] }; en: { benefits: Body[] } };
  expect(sent.version).toBe(7);
  expect(sent.id.benefits.map((benefit) => benefit.name)).toEqual(['Bahan Segar', 'Pesan Antar']);
  expect(sent.id.benefits[1]!._id).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(sent.en.benefits).toEqual([{ _id: 'benefit-fresh', name: 'Fresh Ingredients' }]);
});

test('an English field shows the Indonesian text it falls back to', async () => {
  const user = userEvent.setup();
  renderSection();
  const contact = await form('Contact');
  const englishTitle = within(contact).getByLabelText('Form title (English)') as HTMLInputElement;
  expect(englishTitle.value).toBe('');
  expect(englishTitle.placeholder).toBe('Kirim Pesan');
  await user.type(within(contact).getByLabelText('Form title (Indonesian)'), ' Sekarang');
  expect(englishTitle.placeholder).toBe('Kirim Pesan Sekarang');
  // A field with its own English shows it, not the fallback.
  expect((within(contact).getByLabelText('Title (English)') as HTMLInputElement).value).toBe('Contact Us');
});

test('leaving with unsaved changes asks first, in the app and in the browser', async () => {
  // Edits whose save did not go through are unsaved, however long the editor waits.
  saveAnswer = () => HttpResponse.json({ success: false, message: 'The database is not answering' }, { status: 503 });
  const user = userEvent.setup();
  const { location } = renderSection();
  const contact = await form('Contact');

  // Nothing edited: the link just goes.
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(false);

  await user.type(within(contact).getByLabelText('Form title (English)'), 'Draft');
  expect(screen.getByRole('status').textContent).toBe('You have unsaved changes');
  const edited = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(edited);
  expect(edited.defaultPrevented).toBe(true);

  await user.click(screen.getByRole('link', { name: 'Inbox' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('You have unsaved changes. Leave and discard them?');
  await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
  expect(location().pathname).toBe('/admin/pages');
  expect((screen.getByLabelText('Form title (English)') as HTMLInputElement).value).toBe('Draft');

  // Another document asks too.
  fireEvent.change(screen.getByLabelText('Page to edit'), { target: { value: 'our-brand' } });
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stay' }));
  expect((screen.getByLabelText('Page to edit') as HTMLSelectElement).value).toBe('contact');

  await user.click(screen.getByRole('link', { name: 'Inbox' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
  expect(location().pathname).toBe('/admin/inbox');
  expect(await screen.findByText('Inbox page')).toBeTruthy();
});

test('the preview is the public page showing the draft, in the chosen language', async () => {
  const user = userEvent.setup();
  renderSection();
  const contact = await form('Contact');
  const preview = await previewPage();
  expect(await preview.findByRole('heading', { name: 'Hubungi Kami' })).toBeTruthy();

  await user.type(within(contact).getByLabelText('Form title (English)'), 'Write to Us');
  await user.selectOptions(screen.getByLabelText('Preview language'), 'en');
  expect(await preview.findByRole('heading', { name: 'Contact Us' })).toBeTruthy();
  expect(await preview.findByText('Write to Us')).toBeTruthy();
  // English left empty shows the Indonesian draft, as the public page would.
  await user.clear(within(contact).getByLabelText('Title (Indonesian)'));
  await user.type(within(contact).getByLabelText('Title (Indonesian)'), 'Kontak');
  await user.clear(within(contact).getByLabelText('Title (English)'));
  expect(await preview.findByRole('heading', { name: 'Kontak' })).toBeTruthy();
  expect(saves).toHaveLength(0);
});

test("the navbar/footer document previews with the site's own navigation bar and footer", async () => {
  documents['navbar-footer'] = {
    version: 1,
    id: {
      navbar: { logo: '/media/logo.svg' },
      footer: {
        logo: '/media/logo-light.svg',
        middleTitle: 'Berlangganan',
        middleDescription: 'Kabar terbaru.',
        rightTitle: 'Kontak',
        address: 'Jl. Sudirman 1',
      },
    },
    en: { footer: { middleTitle: 'Subscribe' } },
  };
  const user = userEvent.setup();
  renderWithProviders(
    <LayoutPartsContext.Provider value={{ Navbar, Footer }}>
      <PagesSection />
    </LayoutPartsContext.Provider>,
    { preloadedState: english, route: '/admin/pages?page=navbar-footer', path: '/admin/pages' },
  );
  const document = await form('Navigation & footer');
  const preview = await previewPage();
  // The navigation and the footer in the preview's language, around a stand-in for the page.
  expect(await preview.findByRole('link', { name: 'Beranda' })).toBeTruthy();
  expect(await preview.findByRole('heading', { name: 'Berlangganan' })).toBeTruthy();
  expect(preview.getByText('Jl. Sudirman 1')).toBeTruthy();

  await user.clear(within(document).getByLabelText('Middle title (Indonesian)'));
  await user.type(within(document).getByLabelText('Middle title (Indonesian)'), 'Kabar Kami');
  expect(await preview.findByRole('heading', { name: 'Kabar Kami' })).toBeTruthy();
  await user.selectOptions(screen.getByLabelText('Preview language'), 'en');
  expect(await preview.findByRole('heading', { name: 'Subscribe' })).toBeTruthy();
  expect(preview.getByRole('link', { name: 'Home' })).toBeTruthy();
  expect(saves).toHaveLength(0);
});

test("without the shell's parts (the console alone) the navbar/footer document says it has no preview", async () => {
  documents['navbar-footer'] = { version: 1, id: { navbar: { logo: '' }, footer: {} }, en: {} };
  renderSection('navbar-footer');
  await form('Navigation & footer');
  expect(
    within(screen.getByRole('region', { name: 'Preview' })).getByText('This document has no preview.'),
  ).toBeTruthy();
});

test('the autosave saves the draft after a pause and the form goes on: the same field, its caret, the version saved', async () => {
  const user = userEvent.setup();
  renderSection();
  const contact = await form('Contact');
  const bar = screen.getByRole('region', { name: 'Publishing' });
  expect(within(bar).getByText('Published')).toBeTruthy();
  const field = within(contact).getByLabelText('Form title (English)') as HTMLInputElement;
  await user.type(field, 'Write');
  expect(within(contact).getByRole('status')).toHaveTextContent('You have unsaved changes');

  await waitFor(() => expect(saves).toHaveLength(1), { timeout: 10_000 });
  expect(saves[0]!.body).toMatchObject({ version: 3, en: { formTitle: 'Write' } });
  expect(await within(contact).findByText(/^Draft saved at /)).toBeTruthy();
  // The document came again for its state: the draft changed the English only.
  expect(await within(bar).findByText('Changed since published')).toBeTruthy();
  expect(within(bar).getByText('English has unpublished changes')).toBeTruthy();
  expect(loads.contact).toBe(2);
  // The very same form and field, still focused, the caret where the typing left it.
  expect(screen.getByRole('form', { name: 'Contact' })).toBe(contact);
  expect(within(contact).getByLabelText('Form title (English)')).toBe(field);
  expect(document.activeElement).toBe(field);
  expect(field.selectionStart).toBe('Write'.length);

  await user.type(field, ' to us');
  await user.click(within(contact).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saves).toHaveLength(2));
  // Sent with the version the first save answered.
  expect(saves[1]!.body).toMatchObject({ version: 4, en: { formTitle: 'Write to us' } });
  expect(toast.success).toHaveBeenCalledWith('Draft saved');
});

test('publishing from the editor waits for the save, sends the version saved and starts again from what is stored', async () => {
  const publishes: Body[] = [];
  server.use(
    http.post(apiUrl('/admin/publishing/page/contact/publish'), async ({ request }) => {
      publishes.push((await request.json()) as Body);
      documents.contact = { ...documents.contact!, version: 6, publishing: published };
      return HttpResponse.json({ success: true, message: PUBLISHED, version: 6, number: 2 });
    }),
  );
  let version = 3;
  saveAnswer = () => HttpResponse.json({ success: true, message: DRAFT_SAVED, version: (version += 1) });
  const user = userEvent.setup();
  renderSection();
  const contact = await form('Contact');
  const bar = screen.getByRole('region', { name: 'Publishing' });
  await user.type(within(contact).getByLabelText('Form title (English)'), 'Hi');
  // Nothing to publish until the draft is saved (the Publish button shows once it is).
  expect(within(bar).queryByRole('button', { name: 'Publish' })).toBeNull();
  await user.click(within(contact).getByRole('button', { name: 'Save draft' }));
  const publish = await within(bar).findByRole('button', { name: 'Publish' });
  expect(publish).toBeEnabled();

  await user.type(within(contact).getByLabelText('Form title (English)'), '!');
  expect(publish).toBeDisabled();
  expect(publish).toHaveAccessibleDescription('Save or wait for the autosave first');
  await user.click(within(contact).getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(publish).toBeEnabled());

  await user.click(publish);
  const dialog = screen.getByRole('dialog', { name: 'Publish Contact' });
  // Only the English changed: nothing to choose.
  expect(within(dialog).queryByRole('checkbox')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(publishes).toEqual([{ version: 5 }]));
  expect(toast.success).toHaveBeenCalledWith('Published');
  await waitFor(() => expect(screen.getByRole('form', { name: 'Contact' })).not.toBe(contact));
  const restarted = screen.getByRole('form', { name: 'Contact' });
  expect(within(restarted).getByLabelText('Form title (English)')).toHaveValue('Hi!');
  expect(within(screen.getByRole('region', { name: 'Publishing' })).getByText('Published')).toBeTruthy();
});

test('a release scheduled from the bar shows in it: the document comes again with its state', async () => {
  server.use(
    http.get(apiUrl('/admin/releases'), () =>
      HttpResponse.json({ success: true, timeZone: 'Asia/Jakarta', releases: [] }),
    ),
    http.post(apiUrl('/admin/releases'), async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      const run = { releaseId: 'rel-1', name, runAt: '2099-12-03T01:00:00.000Z', action: 'publish' as const };
      documents.contact = { ...documents.contact!, publishing: { ...published, scheduled: [run] } };
      return HttpResponse.json({ success: true, message: RELEASE_SAVED, release: { id: 'rel-1' } });
    }),
  );
  const user = userEvent.setup();
  renderSection();
  await form('Contact');
  const bar = screen.getByRole('region', { name: 'Publishing' });
  await user.click(within(bar).getByRole('button', { name: 'Schedule…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Schedule Contact' }, { timeout: 15_000 });
  await user.type(within(dialog).getByLabelText('Date (WIB)'), '2099-12-03');
  await user.type(within(dialog).getByLabelText('Time (WIB)'), '08:00');
  await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

  expect(await within(bar).findByText(/Release: Publish Contact/)).toBeTruthy();
  expect(loads.contact).toBe(2);
});
