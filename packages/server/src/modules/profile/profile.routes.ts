import {
  ChangePasswordRequestSchema,
  CompanyProfileResponseSchema,
  ContactResponseSchema,
  OkResponseSchema,
  PROFILE_UPLOAD_MAX_BYTES,
  ProfileInfoResponseSchema,
  UpdateCompanyRequestSchema,
  UpdateContactRequestSchema,
  UploadedImageResponseSchema,
} from '@irama/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/authenticate.ts';
import { readUploadedFile } from '../media/index.ts';
import { getCompanyProfile, updateCompanyProfile } from './company-profile.service.ts';
import type { ProfileDeps } from './profile.deps.ts';
import { changeOwnPassword, getContact, getProfileInfo, updateContact } from './profile.service.ts';
import { uploadCompanyLogo, uploadProfilePhoto } from './profile-image.service.ts';

const tags = ['profile'];
const upload = { maxBytes: PROFILE_UPLOAD_MAX_BYTES, tooLargeKey: 'profile.photo_too_large' };
const imageUpload = {
  tags,
  consumes: ['multipart/form-data'],
  description: 'Multipart body with one `file` part: JPEG, PNG or WebP by content, at most 5 MB',
  response: { 200: UploadedImageResponseSchema },
};

/** The profile page: the caller's account, company data, password and pictures (SPEC §7 Profile). */
export const profileRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps; passwordRateLimit: object }> = async (
  app,
  { deps, passwordRateLimit },
) => {
  app.get(
    '/api/v2/profile/info',
    { schema: { tags, response: { 200: ProfileInfoResponseSchema } } },
    async (request) => ({
      data: getProfileInfo(callerOf(request)),
    }),
  );

  app.get(
    '/api/v2/profile/contact',
    { schema: { tags, response: { 200: ContactResponseSchema } } },
    async (request) => ({
      data: { results: await getContact(deps, callerOf(request)) },
    }),
  );

  app.put(
    '/api/v2/profile/contact',
    { schema: { tags, body: UpdateContactRequestSchema, response: { 200: ContactResponseSchema } } },
    async (request) => ({ data: { results: await updateContact(deps, callerOf(request), request.body) } }),
  );

  app.get(
    '/api/v2/profile/company',
    { schema: { tags, response: { 200: CompanyProfileResponseSchema } } },
    async (request) => ({ data: { results: await getCompanyProfile(deps, callerOf(request)) } }),
  );

  app.put(
    '/api/v2/profile/company',
    { schema: { tags, body: UpdateCompanyRequestSchema, response: { 200: CompanyProfileResponseSchema } } },
    async (request) => ({ data: { results: await updateCompanyProfile(deps, callerOf(request), request.body) } }),
  );

  app.put(
    '/api/v2/profile/changepassword',
    {
      config: { rateLimit: passwordRateLimit },
      schema: { tags, body: ChangePasswordRequestSchema, response: { 200: OkResponseSchema } },
    },
    async (request) => {
      await changeOwnPassword(deps, callerOf(request), request.body);
      return { data: { ok: true as const } };
    },
  );

  app.post('/api/v2/profile/uploadprofile', { schema: imageUpload }, async (request) => ({
    data: await uploadProfilePhoto(deps, callerOf(request), () => readUploadedFile(request, upload)),
  }));

  app.post('/api/v2/profile/uploadcontact', { schema: imageUpload }, async (request) => ({
    data: await uploadCompanyLogo(deps, callerOf(request), () => readUploadedFile(request, upload)),
  }));
};
