import type { Dictionary } from './types';

/** Strings of the booking screens. */
export const booking: Dictionary = {
  // The page's title (the tab and the heading).
  'page.myAppointments': { id: 'Janji Temu Saya', en: 'My Appointments' },
  'page.doctors': { id: 'Dokter', en: 'Doctors' },
  'page.appointment': { id: 'Buat Janji Temu', en: 'Book an Appointment' },
  // Specialities (SPEC §2): the stored value is the key.
  'speciality.General physician': { id: 'Dokter Umum', en: 'General physician' },
  'speciality.Gynecologist': { id: 'Dokter Kandungan', en: 'Gynecologist' },
  'speciality.Dermatologist': { id: 'Dokter Kulit', en: 'Dermatologist' },
  'speciality.Pediatricians': { id: 'Dokter Anak', en: 'Pediatricians' },
  'speciality.Neurologist': { id: 'Dokter Saraf', en: 'Neurologist' },
  'speciality.Gastroenterologist': { id: 'Dokter Pencernaan', en: 'Gastroenterologist' },

  // Doctor list
  'booking.doctors.eyebrow': { id: 'Layanan Kesehatan', en: 'Health services' },
  'booking.doctors.intro': {
    id: 'Telusuri dokter spesialis kami dan buat janji temu dalam beberapa langkah.',
    en: 'Browse our specialist doctors and book an appointment in a few steps.',
  },
  'booking.filter.label': { id: 'Spesialisasi', en: 'Speciality' },
  'booking.filter.hint': {
    id: 'Pilih spesialisasi yang aktif sekali lagi untuk menghapus filter.',
    en: 'Choose the selected speciality again to clear the filter.',
  },
  'booking.doctors.count': { id: '{count} dokter', en: '{count} doctors' },
  'booking.doctors.countOne': { id: '1 dokter', en: '1 doctor' },
  'booking.doctors.countIn': { id: '{count} dokter · {speciality}', en: '{count} doctors · {speciality}' },
  'booking.doctors.empty': {
    id: 'Belum ada dokter untuk spesialisasi ini.',
    en: 'There are no doctors for this speciality yet.',
  },
  'booking.doctors.showAll': { id: 'Lihat semua dokter', en: 'Show all doctors' },
  'booking.doctors.loadFailed': { id: 'Daftar dokter tidak dapat dimuat.', en: 'The doctor list could not be loaded.' },
  'booking.retry': { id: 'Coba lagi', en: 'Try again' },
  Available: { id: 'Tersedia', en: 'Available' },
  'Not Available': { id: 'Tidak Tersedia', en: 'Not Available' },
  'booking.nextFree': { id: 'Jadwal terdekat: {when}', en: 'Next free: {when}' },
  'booking.nextFree.today': { id: 'Hari ini', en: 'Today' },
  'booking.nextFree.tomorrow': { id: 'Besok', en: 'Tomorrow' },
  'booking.nextFree.none': { id: 'Tidak ada jadwal kosong minggu ini', en: 'No free slots this week' },
  'booking.notTaking': { id: 'Tidak menerima janji temu', en: 'Not taking appointments' },

  // Appointment page
  'booking.experience': { id: '{count} tahun pengalaman', en: '{count} years of experience' },
  'booking.experienceOne': { id: '1 tahun pengalaman', en: '1 year of experience' },
  'booking.verified': { id: 'Dokter terverifikasi', en: 'Verified doctor' },
  'booking.about': { id: 'Tentang dokter', en: 'About' },
  'booking.fee': { id: 'Biaya janji temu', en: 'Appointment fee' },
  'booking.clinicAddress': { id: 'Alamat klinik', en: 'Clinic address' },
  'booking.slots': { id: 'Jadwal tersedia', en: 'Booking slots' },
  'booking.days': { id: 'Pilih hari', en: 'Choose a day' },
  'booking.times': { id: 'Pilih jam', en: 'Choose a time' },
  'booking.timeZoneNote': {
    id: 'Semua jam mengikuti waktu klinik ({zone}).',
    en: 'All times are in the clinic’s time zone ({zone}).',
  },
  'booking.freeCount': { id: '{count} jadwal', en: '{count} slots' },
  'booking.full': { id: 'Penuh', en: 'Full' },
  // Today once every slot has begun on the clinic clock: no slots are left today (the
  // clinic may well still be open, so never "Closed").
  'booking.closed': { id: 'Habis hari ini', en: 'None left today' },
  'booking.closedToday': {
    id: 'Tidak ada jadwal tersisa hari ini. Silakan pilih hari lain.',
    en: 'No slots are left today. Please choose another day.',
  },
  'booking.requestedTaken': {
    id: 'Jadwal yang Anda pilih sudah tidak tersedia. Silakan pilih jam lain.',
    en: 'The slot you chose has been taken meanwhile. Please choose another time.',
  },
  'booking.noSlotsDay': {
    id: 'Tidak ada jadwal tersisa pada hari ini. Silakan pilih hari lain.',
    en: 'No free slots are left on this day. Please choose another day.',
  },
  'booking.selected': { id: 'Pilihan Anda: {date}, {time}', en: 'Your choice: {date}, {time}' },
  'booking.book': { id: 'Buat janji temu', en: 'Book an appointment' },
  'booking.booking': { id: 'Memesan', en: 'Booking' },
  'booking.chooseTimeFirst': { id: 'Silakan pilih jam terlebih dahulu', en: 'Please choose a time first' },
  'booking.doctorAway': {
    id: 'Dokter ini sedang tidak menerima janji temu.',
    en: 'This doctor is not taking appointments at the moment.',
  },
  'Login to book appointment': { id: 'Masuk untuk membuat janji temu', en: 'Login to book appointment' },
  'booking.related': { id: 'Dokter terkait', en: 'Related doctors' },
  'booking.relatedIntro': {
    id: 'Dokter lain dengan spesialisasi yang sama.',
    en: 'Other doctors with the same speciality.',
  },
  'booking.notFound.title': { id: 'Dokter tidak ditemukan', en: 'Doctor not found' },
  'booking.notFound.text': {
    id: 'Dokter yang Anda cari tidak ada atau sudah tidak praktik di sini.',
    en: 'The doctor you are looking for does not exist or no longer practises here.',
  },
  'booking.backToDoctors': { id: 'Kembali ke daftar dokter', en: 'Back to the doctors' },

  // My appointments
  'booking.my.empty': { id: 'Anda belum memiliki janji temu.', en: 'You have no appointments yet.' },
  'booking.my.findDoctor': { id: 'Cari dokter', en: 'Find a doctor' },
  'booking.my.loadFailed': {
    id: 'Janji temu Anda tidak dapat dimuat.',
    en: 'Your appointments could not be loaded.',
  },
  'booking.address': { id: 'Alamat', en: 'Address' },
  'booking.dateTime': { id: 'Tanggal & Waktu', en: 'Date & Time' },
  'booking.amount': { id: 'Biaya', en: 'Fee' },
  'booking.cancel': { id: 'Batalkan janji temu', en: 'Cancel appointment' },
  'booking.cancelling': { id: 'Membatalkan', en: 'Cancelling' },
  'booking.paid': { id: 'Lunas', en: 'Paid' },
  'booking.completed': { id: 'Selesai', en: 'Completed' },
  'booking.refunded': { id: 'Dana dikembalikan', en: 'Refunded' },
  'booking.appointmentWith': { id: 'Janji temu dengan {name}', en: 'Appointment with {name}' },
  'booking.reschedule': { id: 'Jadwalkan ulang', en: 'Reschedule' },
  'booking.reschedule.title': { id: 'Jadwalkan ulang janji temu', en: 'Reschedule the appointment' },
  'booking.reschedule.with': { id: 'Pilih jadwal baru dengan {name}.', en: 'Choose a new slot with {name}.' },
  'booking.reschedule.paidKept': {
    id: 'Pembayaran Anda tetap berlaku untuk jadwal baru.',
    en: 'Your payment stays with the appointment.',
  },
  'booking.reschedule.current': { id: 'Jadwal saat ini: {date}, {time}', en: 'Current slot: {date}, {time}' },
  'booking.reschedule.currentMark': { id: 'saat ini', en: 'current' },
  'booking.reschedule.confirm': { id: 'Pindahkan ke jadwal ini', en: 'Move to this slot' },
  'booking.reschedule.moving': { id: 'Memindahkan', en: 'Moving' },

  // Server messages (the English text is the key).
  'Doctor list': { id: 'Daftar dokter', en: 'Doctor list' },
  'Appointment booked': { id: 'Janji temu berhasil dibuat', en: 'Appointment booked' },
  'Appointment cancelled': { id: 'Janji temu dibatalkan', en: 'Appointment cancelled' },
  'Slot not available': { id: 'Jadwal tidak tersedia', en: 'Slot not available' },
  'You already have the most unpaid appointments one account may hold. Pay for or cancel one before booking another.': {
    id: 'Anda sudah memiliki janji temu belum dibayar sebanyak batas satu akun. Bayar atau batalkan salah satunya sebelum membuat janji baru.',
    en: 'You already have the most unpaid appointments one account may hold. Pay for or cancel one before booking another.',
  },
  'Doctor not available': { id: 'Dokter tidak tersedia', en: 'Doctor not available' },
  'Doctor not found': { id: 'Dokter tidak ditemukan', en: 'Doctor not found' },
  'Invalid doctor id': { id: 'ID dokter tidak valid', en: 'Invalid doctor id' },
  'Invalid appointment id': { id: 'ID janji temu tidak valid', en: 'Invalid appointment id' },
  'Invalid slot date: use day_month_year, for example 5_3_2026': {
    id: 'Tanggal jadwal tidak valid: gunakan hari_bulan_tahun, misalnya 5_3_2026',
    en: 'Invalid slot date: use day_month_year, for example 5_3_2026',
  },
  'Invalid slot time: use HH:mm or h:mm AM/PM, for example 14:30 or 2:30 PM': {
    id: 'Jam jadwal tidak valid: gunakan HH:mm atau h:mm AM/PM, misalnya 14:30 atau 2:30 PM',
    en: 'Invalid slot time: use HH:mm or h:mm AM/PM, for example 14:30 or 2:30 PM',
  },
  'Please choose one of the offered time slots': {
    id: 'Silakan pilih salah satu jadwal yang ditawarkan',
    en: 'Please choose one of the offered time slots',
  },
  'Appointment not found': { id: 'Janji temu tidak ditemukan', en: 'Appointment not found' },
  'You can only cancel your own appointments': {
    id: 'Anda hanya dapat membatalkan janji temu milik Anda sendiri',
    en: 'You can only cancel your own appointments',
  },
  'A completed appointment cannot be cancelled': {
    id: 'Janji temu yang sudah selesai tidak dapat dibatalkan',
    en: 'A completed appointment cannot be cancelled',
  },
  'Appointment rescheduled': { id: 'Jadwal janji temu berhasil diubah', en: 'Appointment rescheduled' },
  'You can only reschedule your own appointments': {
    id: 'Anda hanya dapat menjadwalkan ulang janji temu milik Anda sendiri',
    en: 'You can only reschedule your own appointments',
  },
  'A cancelled appointment cannot be rescheduled': {
    id: 'Janji temu yang sudah dibatalkan tidak dapat dijadwalkan ulang',
    en: 'A cancelled appointment cannot be rescheduled',
  },
  'A completed appointment cannot be rescheduled': {
    id: 'Janji temu yang sudah selesai tidak dapat dijadwalkan ulang',
    en: 'A completed appointment cannot be rescheduled',
  },
  'The appointment is already at this time: choose another slot': {
    id: 'Janji temu sudah pada jadwal ini: pilih jadwal lain',
    en: 'The appointment is already at this time: choose another slot',
  },
  'Doctor id is required': { id: 'ID dokter wajib diisi', en: 'Doctor id is required' },
  'Slot date is required': { id: 'Tanggal jadwal wajib diisi', en: 'Slot date is required' },
  'Slot time is required': { id: 'Jam jadwal wajib diisi', en: 'Slot time is required' },
  'Appointment id is required': { id: 'ID janji temu wajib diisi', en: 'Appointment id is required' },
};
