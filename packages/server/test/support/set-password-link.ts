import type { FastifyInstance } from 'fastify';

/**
 * Follows a set-password link through the API as its recipient would: sets `password` with the
 * link's token, signs in with it, and opens the staff-only company list. Returns each answer's
 * status and the companies listed, for the caller to assert on.
 */
export async function followSetPasswordLink(app: FastifyInstance, link: string, email: string, password: string) {
  const token = new URL(link).searchParams.get('token') ?? '';
  const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/client', payload: { email, password } });
  const session = signIn.statusCode === 200 ? (signIn.json() as { data: { token: string } }).data.token : '';
  const headers = { 'x-authorization': `Bearer ${session}` };
  const companies = await app.inject({ method: 'GET', url: '/api/ops/companies', headers });
  const names =
    companies.statusCode === 200 ? (companies.json() as { data: { results: { company: string }[] } }) : null;
  return {
    reset: reset.statusCode,
    signIn: signIn.statusCode,
    opsCompanies: companies.statusCode,
    companyNames: names?.data.results.map((company) => company.company) ?? [],
    headers,
  };
}
