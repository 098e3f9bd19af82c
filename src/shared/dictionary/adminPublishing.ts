import type { Dictionary } from './types';
import {
  ALREADY_UNPUBLISHED,
  CANNOT_UNPUBLISH,
  CHANGED_SINCE_OPENED,
  DRAFT_DISCARDED,
  DRAFT_SAVED,
  NO_SHARE_PREVIEW,
  NOTHING_TO_DISCARD,
  NOTHING_TO_PUBLISH,
  PREVIEW_LINK_INVALID,
  PUBLISHED,
  RECORD_NOT_FOUND,
  UNPUBLISHED,
  VERSION_NOT_FOUND,
  VERSION_RESTORED,
} from '../messages/publishing';

/**
 * The console's drafts and publishing: a record's state, its publish bar, history and autosave,
 * and the API's messages about records (those about releases are in adminReleases.ts).
 */
export const adminPublishing: Dictionary = {
  [DRAFT_SAVED]: { id: 'Draf disimpan', en: DRAFT_SAVED },
  [PUBLISHED]: { id: 'Diterbitkan', en: PUBLISHED },
  [DRAFT_DISCARDED]: { id: 'Draf dibuang', en: DRAFT_DISCARDED },
  [UNPUBLISHED]: { id: 'Diturunkan dari situs', en: UNPUBLISHED },
  [VERSION_RESTORED]: {
    id: 'Dipulihkan sebagai draf: terbitkan agar tampil di situs',
    en: VERSION_RESTORED,
  },
  [NOTHING_TO_PUBLISH]: { id: 'Tidak ada yang baru untuk diterbitkan', en: NOTHING_TO_PUBLISH },
  [NOTHING_TO_DISCARD]: { id: 'Tidak ada draf untuk dibuang', en: NOTHING_TO_DISCARD },
  [CHANGED_SINCE_OPENED]: {
    id: 'Orang lain mengubah draf ini setelah Anda membukanya. Muat ulang untuk melihat perubahannya',
    en: CHANGED_SINCE_OPENED,
  },
  [RECORD_NOT_FOUND]: { id: 'Data ini tidak ada', en: RECORD_NOT_FOUND },
  [VERSION_NOT_FOUND]: { id: 'Versi ini tidak disimpan lagi', en: VERSION_NOT_FOUND },
  [CANNOT_UNPUBLISH]: { id: 'Data ini tidak dapat diturunkan dari situs', en: CANNOT_UNPUBLISH },
  [ALREADY_UNPUBLISHED]: { id: 'Data ini tidak ada di situs', en: ALREADY_UNPUBLISHED },
  [NO_SHARE_PREVIEW]: { id: 'Data ini tidak punya halaman untuk dipratinjau', en: NO_SHARE_PREVIEW },
  [PREVIEW_LINK_INVALID]: {
    id: 'Tautan pratinjau ini tidak valid atau sudah kedaluwarsa',
    en: PREVIEW_LINK_INVALID,
  },

  // A record's state (StateBadge.tsx).
  'admin.publishing.state.published': { id: 'Terbit', en: 'Published' },
  'admin.publishing.state.changed': { id: 'Berubah sejak diterbitkan', en: 'Changed since published' },
  'admin.publishing.state.draft': { id: 'Draf', en: 'Draft' },
  'admin.publishing.scheduled.publish': { id: 'Terjadwal terbit {when}', en: 'Scheduled to publish {when}' },
  'admin.publishing.scheduled.unpublish': {
    id: 'Terjadwal turun dari situs {when}',
    en: 'Scheduled to come off the site {when}',
  },
  'admin.publishing.scheduled.release': { id: 'Rilis: {name}', en: 'Release: {name}' },

  // The publish bar (PublishBar.tsx) and its dialogs.
  'admin.publishing.bar': { id: 'Penerbitan', en: 'Publishing' },
  'admin.publishing.changed.id': {
    id: 'Bahasa Indonesia punya perubahan yang belum diterbitkan',
    en: 'Indonesian has unpublished changes',
  },
  'admin.publishing.changed.en': {
    id: 'Bahasa Inggris punya perubahan yang belum diterbitkan',
    en: 'English has unpublished changes',
  },
  'admin.publishing.publish': { id: 'Terbitkan', en: 'Publish' },
  'admin.publishing.publishing': { id: 'Menerbitkan…', en: 'Publishing…' },
  'admin.publishing.saveFirst': {
    id: 'Simpan dulu atau tunggu simpan otomatis',
    en: 'Save or wait for the autosave first',
  },
  'admin.publishing.adminOnly': {
    id: 'Hanya admin yang dapat menerbitkan perubahan tema',
    en: 'Only an admin can publish theme changes',
  },
  'admin.publishing.discard': { id: 'Buang draf', en: 'Discard draft' },
  'admin.publishing.discardTitle': { id: 'Buang draf {title}?', en: 'Discard the draft of {title}?' },
  'admin.publishing.discardText': {
    id: 'Perubahan yang belum diterbitkan dibuang; situs tetap menampilkan yang tampil sekarang.',
    en: 'The changes not yet published are thrown away; the site keeps showing what it shows now.',
  },
  'admin.publishing.unpublish': { id: 'Turunkan dari situs', en: 'Take off the site' },
  'admin.publishing.unpublishTitle': { id: 'Turunkan {title} dari situs?', en: 'Take {title} off the site?' },
  'admin.publishing.unpublishText': {
    id: 'Pengunjung tidak lagi melihatnya. Drafnya tetap ada, dan menerbitkannya menampilkannya lagi.',
    en: 'Visitors no longer see it. Its draft stays, and publishing it puts it back.',
  },
  'admin.publishing.history': { id: 'Riwayat', en: 'History' },
  'admin.publishing.share': { id: 'Bagikan pratinjau', en: 'Share preview' },
  'admin.publishing.schedule': { id: 'Jadwalkan…', en: 'Schedule…' },
  'admin.publishing.close': { id: 'Tutup', en: 'Close' },
  'admin.publishing.cancel': { id: 'Batal', en: 'Cancel' },
  'admin.publishing.reload': { id: 'Muat ulang', en: 'Reload' },
  'admin.publishing.changedBy': { id: 'Diubah oleh {who} pada {when}', en: 'Changed by {who} on {when}' },
  'admin.publishing.publishTitle': { id: 'Terbitkan {title}', en: 'Publish {title}' },
  'admin.publishing.publishText': {
    id: 'Draf menjadi yang dilihat pengunjung.',
    en: 'The draft becomes what visitors see.',
  },
  'admin.publishing.firstPublish': {
    id: 'Ini terbit pertama kali: kedua bahasa terbit bersama.',
    en: 'This is its first publication: both languages go out together.',
  },
  'admin.publishing.languages': { id: 'Bahasa yang diterbitkan', en: 'Languages to publish' },
  'admin.publishing.chooseLanguage': { id: 'Pilih setidaknya satu bahasa', en: 'Choose at least one language' },
  'admin.publishing.note': { id: 'Catatan (tidak wajib)', en: 'Note (optional)' },
  'admin.publishing.noteHint': {
    id: 'Apa yang berubah, untuk riwayat. Maksimal {max} karakter.',
    en: 'What changed, for the history. At most {max} characters.',
  },
  'admin.publishing.confirm': { id: 'Konfirmasi', en: 'Confirm' },
  'admin.publishing.lang.id': { id: 'Bahasa Indonesia', en: 'Indonesian' },
  'admin.publishing.lang.en': { id: 'Bahasa Inggris', en: 'English' },

  // Share preview (PreviewLinkDialog.tsx).
  'admin.publishing.shareTitle': { id: 'Bagikan pratinjau {title}', en: 'Share a preview of {title}' },
  'admin.publishing.shareText': {
    id: 'Tautan hanya-baca ke draf halaman ini, tanpa masuk, yang kedaluwarsa dengan sendirinya.',
    en: 'A read-only link to this page’s draft, without signing in, that expires by itself.',
  },
  'admin.publishing.shareLanguage': { id: 'Bahasa pratinjau', en: 'Preview language' },
  'admin.publishing.shareCreate': { id: 'Buat tautan', en: 'Create link' },
  'admin.publishing.shareLink': { id: 'Tautan pratinjau', en: 'Preview link' },
  'admin.publishing.shareExpires': { id: 'Kedaluwarsa {when}', en: 'Expires {when}' },
  'admin.publishing.copy': { id: 'Salin', en: 'Copy' },
  'admin.publishing.copied': { id: 'Tautan disalin', en: 'Link copied' },
  'admin.publishing.copyByHand': {
    id: 'Tautan sudah dipilih: salin dengan Ctrl+C (⌘C)',
    en: 'The link is selected: copy it with Ctrl+C (⌘C)',
  },

  // History (HistoryDialog.tsx, VersionDiff.tsx).
  'admin.publishing.historyTitle': { id: 'Riwayat {title}', en: 'History of {title}' },
  'admin.publishing.versions': { id: 'Versi terbit', en: 'Published versions' },
  'admin.publishing.noVersions': { id: 'Belum ada versi yang diterbitkan.', en: 'No version has been published yet.' },
  'admin.publishing.version': { id: 'Versi {n}', en: 'Version {n}' },
  'admin.publishing.versionWhen': { id: 'Kapan', en: 'When' },
  'admin.publishing.versionWho': { id: 'Oleh', en: 'By' },
  'admin.publishing.versionLanguages': { id: 'Bahasa', en: 'Languages' },
  'admin.publishing.versionNote': { id: 'Catatan', en: 'Note' },
  'admin.publishing.versionSource': { id: 'Asal', en: 'Source' },
  'admin.publishing.source.publish': { id: 'Diterbitkan', en: 'Published' },
  'admin.publishing.source.release': { id: 'Rilis terjadwal', en: 'Scheduled release' },
  'admin.publishing.source.baseline': { id: 'Seperti terbit sebelum ada draf', en: 'As published before drafts' },
  'admin.publishing.restore': { id: 'Pulihkan', en: 'Restore' },
  'admin.publishing.restoreNamed': { id: 'Pulihkan versi {n}', en: 'Restore version {n}' },
  'admin.publishing.restoreTitle': { id: 'Pulihkan versi {n} sebagai draf?', en: 'Restore version {n} as the draft?' },
  'admin.publishing.restoreText': {
    id: 'Isinya menjadi draf. Situs tidak berubah sampai Anda menerbitkannya.',
    en: 'Its content becomes the draft. The site does not change until you publish it.',
  },
  'admin.publishing.compare': { id: 'Bandingkan', en: 'Compare' },
  'admin.publishing.compareBefore': { id: 'Sebelum', en: 'Before' },
  'admin.publishing.compareAfter': { id: 'Sesudah', en: 'After' },
  'admin.publishing.currentDraft': { id: 'Draf saat ini', en: 'Current draft' },
  'admin.publishing.differences': { id: 'Perbedaan', en: 'Differences' },
  'admin.publishing.noDifferences': { id: 'Tidak ada perbedaan.', en: 'No differences.' },
  'admin.publishing.loading': { id: 'Memuat', en: 'Loading' },
  'admin.publishing.change.added': { id: 'Ditambahkan', en: 'Added' },
  'admin.publishing.change.removed': { id: 'Dihapus', en: 'Removed' },
  'admin.publishing.change.changed': { id: 'Diubah', en: 'Changed' },
  'admin.publishing.empty': { id: '(tidak ada)', en: '(none)' },
  'admin.publishing.item': { id: 'butir {n}', en: 'item {n}' },
  'admin.publishing.pictureBefore': { id: 'Gambar sebelumnya', en: 'Picture before' },
  'admin.publishing.pictureAfter': { id: 'Gambar sesudahnya', en: 'Picture after' },

  // Autosave (useAutosave.ts, AutosaveStatus.tsx).
  'admin.publishing.autosave.unsaved': { id: 'Ada perubahan yang belum disimpan', en: 'You have unsaved changes' },
  'admin.publishing.autosave.saving': { id: 'Menyimpan draf…', en: 'Saving draft…' },
  'admin.publishing.autosave.saved': { id: 'Draf disimpan pukul {time}', en: 'Draft saved at {time}' },
  'admin.publishing.autosave.failed': { id: 'Simpan otomatis gagal: {message}', en: 'Autosave failed: {message}' },
  'admin.publishing.autosave.invalid': {
    id: 'Simpan otomatis dijeda: perbaiki kolom yang ditandai',
    en: 'Autosave paused: correct the marked fields',
  },
};
