import { MAIL_KINDS, type MailKind } from '../../../../src/shared/mailKinds';
import { renderMail, type AppointmentFacts, type MailFacts, type MailFrame } from './render';
import { mailStrings } from './strings';

const appointment: AppointmentFacts = {
  patientName: 'Budi <b>Santoso</b>',
  doctorName: 'dr. Sari & Rekan',
  speciality: 'Dermatologist',
  slotDate: '5_8_2026',
  slotTime: '14:30',
  timeZone: 'Asia/Jakarta',
  address: { line1: 'Jl. Sudirman No. 1', line2: 'Jakarta <script>alert(1)</script>' },
  amount: 50,
  currency: 'usd',
  paid: true,
  refunded: false,
  cancelReason: '',
  myAppointmentsUrl: 'https://klinik.example.com/my-appointments',
};

const factsOf: Record<MailKind, MailFacts> = {
  'appointment-booked': { kind: 'appointment-booked', appointment },
  'appointment-rescheduled': { kind: 'appointment-rescheduled', appointment, fromDate: '4_8_2026', fromTime: '10:00' },
  'appointment-cancelled': {
    kind: 'appointment-cancelled',
    appointment: { ...appointment, cancelReason: 'Dokter sakit' },
    refund: true,
    refundRoutes: ['automatic'],
  },
  'payment-receipt': { kind: 'payment-receipt', appointment },
  'payment-refunded': {
    kind: 'payment-refunded',
    appointment: { ...appointment, refunded: true },
    refundRoutes: ['automatic'],
  },
  'appointment-reminder': { kind: 'appointment-reminder', appointment },
  'contact-message': {
    kind: 'contact-message',
    contact: {
      fullName: 'Ani "<img src=x onerror=alert(1)>"',
      email: 'ani@example.com',
      phone: null,
      subject: 'Reservasi',
      message: 'Baris 1\nBaris 2 <i>',
      source: 'contact',
    },
  },
  'password-reset': {
    kind: 'password-reset',
    reset: {
      name: 'Budi <b>Santoso</b>',
      url: 'https://klinik.example.com/reset-password?token=abc_DEF-123',
      minutes: 30,
    },
  },
};

const frame = (lang: 'id' | 'en'): MailFrame => ({
  lang,
  siteName: 'Nusantara Rasa Group',
  brand: { primary: '#73B21B', onPrimary: '#000000' },
});

describe.each(['id', 'en'] as const)('every kind in %s', (lang) => {
  test.each([...MAIL_KINDS])('%s has a subject, an HTML part and a text part, with no markup from data', (kind) => {
    const mail = renderMail(factsOf[kind], frame(lang));
    expect(mail.subject).not.toMatch(/\{\w+\}/);
    expect(mail.text).not.toMatch(/\{\w+\}/);
    expect(mail.html).toContain(`<html lang="${lang}">`);
    expect(mail.html).not.toMatch(/<script|<b>|<i>|<img/);
    expect(mail.html).toContain('#73B21B');
    if (kind !== 'contact-message' && kind !== 'password-reset') {
      expect(mail.html).toContain('dr. Sari &amp; Rekan');
      expect(mail.html).toContain('Jakarta &lt;script&gt;');
      expect(mail.text).toContain('dr. Sari & Rekan');
      expect(mail.text).toContain('https://klinik.example.com/my-appointments');
      expect(mail.html).toContain('href="https://klinik.example.com/my-appointments"');
    }
  });
});

test('the date and time are written in words in the recipient language, with the clinic zone', () => {
  const id = renderMail(factsOf['appointment-booked'], frame('id'));
  const en = renderMail(factsOf['appointment-booked'], frame('en'));
  expect(id.subject).toBe('Janji temu Anda dengan dr. Sari & Rekan sudah tercatat');
  expect(en.subject).toBe('Your appointment with dr. Sari & Rekan is booked');
  expect(id.text).toContain('Rabu, 5 Agu 2026');
  expect(id.text).toContain('14.30 (waktu Asia/Jakarta)');
  expect(id.text).toContain('Dokter Kulit');
  expect(en.text).toContain('Wednesday, 5 Aug 2026');
  expect(en.text).toContain('2:30 PM (Asia/Jakarta time)');
  // Money as the site writes it, not as a code after the number.
  expect(en.text).toMatch(/Fee: +\$50\n/);
  expect(id.text).toMatch(/Biaya: +\$50\n/);
  expect(en.text).not.toContain('USD');
  expect(en.text).toContain('Paid');
});

test('a cancellation says why and that the money comes back; a move names the previous time', () => {
  const cancelled = renderMail(factsOf['appointment-cancelled'], frame('en'));
  expect(cancelled.text).toContain('Reason:');
  expect(cancelled.text).toContain('Dokter sakit');
  expect(cancelled.text).toContain('Your payment of $50 is being refunded');
  expect(cancelled.text).toMatch(/Payment: +Being refunded/);
  const noRefund = renderMail(
    { kind: 'appointment-cancelled', appointment: { ...appointment, paid: false }, refund: false, refundRoutes: [] },
    frame('en'),
  );
  expect(noRefund.text).not.toContain('refunded');
  const moved = renderMail(factsOf['appointment-rescheduled'], frame('id'));
  expect(moved.text).toContain('Selasa, 4 Agu 2026, 10.00');
});

describe.each([
  [
    'id',
    'Staf klinik akan mentransfer jumlah tersebut kembali ke rekening bank Anda dan menghubungi Anda untuk meminta detail rekening.',
    'dikembalikan ke metode pembayaran yang Anda gunakan',
    'jadi kami akan mengembalikannya.',
    'jadi kami langsung mengembalikannya.',
  ],
  [
    'en',
    'The clinic\u2019s staff will transfer the amount back to your bank account and contact you for the account details.',
    'refunded to the method you paid with',
    'so we will give it back.',
    'so we refunded it at once.',
  ],
] as const)('money paid by virtual account, told in %s', (lang, transfer, automatic, laterIntro, atOnceIntro) => {
  test('a cancellation says staff transfer it back by bank and will ask for the account, not that it is refunded automatically', () => {
    const mail = renderMail(
      { kind: 'appointment-cancelled', appointment, refund: true, refundRoutes: ['bank-transfer'] },
      frame(lang),
    );
    for (const part of [mail.text, mail.html.replace(/&rsquo;|&#8217;/g, '\u2019')]) {
      expect(part).toContain(transfer);
      expect(part).not.toContain(automatic);
    }
    expect(mail.text).toContain('$50');
  });

  test('a payment that arrived after the cancel is not "refunded at once" but given back by staff', () => {
    const mail = renderMail({ kind: 'payment-refunded', appointment, refundRoutes: ['bank-transfer'] }, frame(lang));
    expect(mail.text).toContain(laterIntro);
    expect(mail.text).not.toContain(atOnceIntro);
    expect(mail.text).toContain(transfer);
    expect(mail.text).not.toContain(automatic);
  });

  test('a payment by card or e-wallet keeps the automatic sentence; both ways paid, both are told', () => {
    const card = renderMail(
      { kind: 'appointment-cancelled', appointment, refund: true, refundRoutes: ['automatic'] },
      frame(lang),
    );
    expect(card.text).toContain(automatic);
    expect(card.text).not.toContain(transfer);
    const unknown = renderMail({ kind: 'payment-refunded', appointment, refundRoutes: [] }, frame(lang));
    expect(unknown.text).toContain(atOnceIntro);
    expect(unknown.text).toContain(automatic);
    const both = renderMail(
      { kind: 'appointment-cancelled', appointment, refund: true, refundRoutes: ['bank-transfer', 'automatic'] },
      frame(lang),
    );
    expect(both.text).toContain(automatic);
    expect(both.text).toContain(transfer);
  });
});

describe.each([
  [
    'id',
    'Tidak ada biaya yang ditagih',
    'tidak ada yang ditagih dan tidak ada yang perlu Anda bayar',
    /membayar online/i,
  ],
  ['en', 'Nothing was charged', 'nothing was charged and there is nothing for you to pay', /pay online/i],
] as const)('the cancellation of an unpaid appointment in %s', (lang, paymentRow, note, payOnline) => {
  const unpaid = { ...appointment, paid: false };

  test('says nothing was charged and nothing is due, never that it can still be paid', () => {
    const mail = renderMail(
      { kind: 'appointment-cancelled', appointment: unpaid, refund: false, refundRoutes: [] },
      frame(lang),
    );
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(paymentRow);
      expect(part).toContain(note);
      expect(part).not.toMatch(payOnline);
      expect(part).not.toMatch(/refund|dikembalikan/i);
    }
    expect(mail.text).toMatch(new RegExp(`${lang === 'id' ? 'Pembayaran' : 'Payment'}: +${paymentRow}`));
  });

  test('while the same appointment still active may be paid online', () => {
    const booked = renderMail({ kind: 'appointment-booked', appointment: unpaid }, frame(lang));
    expect(booked.text).toMatch(payOnline);
    expect(booked.text).not.toContain(paymentRow);
  });
});

test('an amount in Rupiah is written as Indonesians write it, in both languages: the fee, the receipt, the refund', () => {
  const rupiah = { ...appointment, amount: 150000, currency: 'idr' };
  for (const lang of ['id', 'en'] as const) {
    const receipt = renderMail({ kind: 'payment-receipt', appointment: rupiah }, frame(lang));
    expect(receipt.text).toMatch(/(Fee|Biaya): +Rp150\.000\n/);
    expect(receipt.html).toContain('Rp150.000');
    expect(receipt.text).not.toMatch(/\$|Rp150,000/);
    const cancelled = renderMail(
      {
        kind: 'appointment-cancelled',
        appointment: { ...rupiah, cancelReason: 'Dokter sakit' },
        refund: true,
        refundRoutes: ['automatic'],
      },
      frame(lang),
    );
    expect(cancelled.text).toContain(lang === 'en' ? 'Your payment of Rp150.000' : 'Pembayaran Anda sebesar Rp150.000');
  }
});

test('the contact message keeps the visitor text, escaped in HTML and line breaks kept', () => {
  const mail = renderMail(factsOf['contact-message'], frame('id'));
  expect(mail.html).toContain('Baris 1<br>Baris 2 &lt;i&gt;');
  expect(mail.html).toContain('Ani &quot;&lt;img src=x onerror=alert(1)&gt;&quot;');
  expect(mail.text).toContain('Baris 2 <i>');
});

test('every mail string exists in both languages', () => {
  for (const entry of Object.values(mailStrings)) {
    expect(entry.id.trim()).not.toBe('');
    expect(entry.en.trim()).not.toBe('');
  }
});

describe('the password reset e-mail', () => {
  const reset = factsOf['password-reset'];
  test.each([
    ['id', 'Atur ulang kata sandi akun Nusantara Rasa Group Anda', 'Pilih kata sandi baru', 'dalam 30 menit'],
    ['en', 'Reset the password of your Nusantara Rasa Group account', 'Choose a new password', 'within 30 minutes'],
  ] as const)(
    'in %s carries the link as its button, how long it works, and what to do if it was not asked for',
    (lang, subject, action, validity) => {
      const mail = renderMail(reset, frame(lang));
      expect(mail.subject).toBe(subject);
      expect(mail.html).toContain(`href="https://klinik.example.com/reset-password?token=abc_DEF-123"`);
      expect(mail.html).toContain(action);
      expect(mail.text).toContain(`${action}: https://klinik.example.com/reset-password?token=abc_DEF-123`);
      expect(mail.text).toContain(validity);
      expect(mail.text).toContain(lang === 'id' ? 'Halo Budi <b>Santoso</b>,' : 'Hello Budi <b>Santoso</b>,');
      expect(mail.html).toContain('Budi &lt;b&gt;Santoso&lt;/b&gt;');
    },
  );
});
