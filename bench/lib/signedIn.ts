// The signed-in pages of the Lighthouse benchmark: the staff console and the doctor panel.
// The accounts are made the way a deployment makes them: the first admin from ADMIN_EMAIL /
// ADMIN_PASSWORD at the server's start, a doctor's account signed up through the API and
// linked to a doctor by that admin (the only way to the doctor role), every session a real
// login. The browser is then given what the web app itself keeps after a login.
import { randomBytes } from 'node:crypto';
import { TOKEN_STORAGE_KEY } from '../../src/features/auth/authSlice';
import { SIGNED_IN_HINT } from '../../src/shared/renderHints';
import { freeTimes, slotDays } from '../../src/shared/slots';
import { apiCall } from './server';

export type SessionKind = 'staff' | 'doctor';

/** The console's overview, three of its sections with lists and forms, and the doctor panel. */
export const SIGNED_IN_ROUTES = ['/admin', '/admin/appointments', '/admin/doctors', '/admin/pages', '/doctor'];

export function isSignedInRoute(route: string): boolean {
  return route === '/doctor' || route === '/admin' || route.startsWith('/admin/');
}

export function sessionOf(route: string): SessionKind {
  return route === '/doctor' ? 'doctor' : 'staff';
}

/**
 * What must be on the page when its audit ends, so that an audit of the login page (where a
 * refused or missing session leads) or of a console still waiting for the server is never
 * counted: every selector must match.
 */
export function shownSelectors(route: string): string[] {
  // The tabs are drawn only once the server has accepted the account as a doctor's.
  if (route === '/doctor') return ['h1', '[role="tablist"]'];
  // The sidebar is drawn only for a session the server accepted as staff; its link to the
  // route is the current one only on that section, and the section's own heading is there
  // once its code has loaded.
  return [`nav a[aria-current="page"][href="${route}"]`, 'main h1'];
}

/**
 * A time zone in which the clinic's clock is about noon now, so the doctor panel's first tab
 * (today's appointments) has appointments whatever the hour of the run (Etc/GMT-5 is UTC+5).
 */
export function noonTimeZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  return offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

export type SignedInSetup = {
  /** Environment for the server: the first admin, and the clinic's clock at noon. */
  env: Record<string, string>;
  /** Makes the sessions once the server runs. */
  sessions: (origin: string) => Promise<Sessions>;
};

export type Sessions = { tokens: Record<SessionKind, string>; notes: string[] };

type ListedDoctor = { _id: string; name: string; available: boolean; slots_booked?: Record<string, string[]> };

export function signedInSetup(): SignedInSetup {
  const runId = Date.now().toString(36);
  const admin = { email: `bench-admin-${runId}@bench.example`, password: randomBytes(18).toString('base64url') };
  const env = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, CLINIC_TIME_ZONE: noonTimeZone() };

  async function sessions(origin: string): Promise<Sessions> {
    const post = <T>(path: string, body: object, token?: string, method = 'POST') =>
      apiCall<T>(origin, path, {
        method,
        body: JSON.stringify(body),
        headers: token ? { authorization: `Bearer ${token}`, token } : {},
      });
    const login = async (email: string, password: string) =>
      (await post<{ token: string }>('/api/user/login', { email, password })).token;
    const signUp = async (name: string, email: string) => {
      const password = randomBytes(18).toString('base64url');
      const { token } = await post<{ token: string }>('/api/user/register', {
        name,
        email,
        password,
        dateOfBirth: '1984-05-17',
      });
      return { email, password, token };
    };

    const staff = await login(admin.email, admin.password);

    const list = await apiCall<{ doctors: ListedDoctor[]; clinicTimeZone?: string }>(origin, '/api/doctor/list');
    const doctor = list.doctors.find((each) => each.available);
    if (!doctor) throw new Error('the seeded database has no available doctor to link a doctor account to');
    const doctorAccount = await signUp('Bench Doctor', `bench-doctor-${runId}@bench.example`);
    await post(`/api/admin/doctors/${doctor._id}/account`, { email: doctorAccount.email }, staff, 'PUT');
    // A new login after the link, as the doctor would sign in.
    const doctorToken = await login(doctorAccount.email, doctorAccount.password);

    // A patient books a few of that doctor's slots, today's first, so the lists have rows.
    const patient = await signUp('Bench Patient', `bench-patient-${runId}@bench.example`);
    const days = slotDays(new Date(), list.clinicTimeZone ?? env.CLINIC_TIME_ZONE);
    const wanted = [
      ...freeTimes(days[0], doctor.slots_booked)
        .slice(0, 4)
        .map((slotTime) => ({ slotDate: days[0].dateKey, slotTime })),
      ...(days[1]
        ? freeTimes(days[1], doctor.slots_booked)
            .slice(0, 2)
            .map((slotTime) => ({ slotDate: days[1].dateKey, slotTime }))
        : []),
    ];
    let booked = 0;
    for (const slot of wanted) {
      try {
        await post('/api/user/book-appointment', { docId: doctor._id, ...slot }, patient.token);
        booked += 1;
      } catch {
        // A slot of today can pass between reading the list and booking it: the others do.
      }
    }

    return {
      tokens: { staff, doctor: doctorToken },
      notes: [
        `signed in as the first admin (ADMIN_EMAIL) on /admin…, and on /doctor as an account linked to ${doctor.name}; ${booked} appointments of that doctor booked beforehand (today's first, clinic time zone ${env.CLINIC_TIME_ZONE})`,
      ],
    };
  }

  return { env, sessions };
}

/**
 * Runs in the audited page's origin before the audit: what the web app keeps after a login
 * (app/persistence.ts), the token in localStorage and the cookie that tells the server a
 * session is stored.
 */
export function storeSessionScript(token: string): string {
  return `localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)});
document.cookie = ${JSON.stringify(`${SIGNED_IN_HINT}=1;path=/;max-age=31536000;samesite=lax`)};`;
}
