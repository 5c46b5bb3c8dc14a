import { type Me, PERMISSION_KEYS, type Permissions } from '@irama/contracts';

/**
 * The JSON of a `GET /api/auth/me` answer, the same bytes the zod response serializer writes
 * (auth.test.ts compares them), without parsing the answer against its schema first: every page
 * load asks for it, and that parse cost more than the rest of the route. Fields are copied one by
 * one, in the schema's order, so nothing the contract leaves out is ever sent.
 */
export function meResponseJson({ data }: { data: Me }): string {
  const { user, company, branding } = data;
  const permissions: Permissions = {};
  for (const key of PERMISSION_KEYS) {
    const allowed = data.permissions[key];
    if (allowed !== undefined) permissions[key] = allowed;
  }
  const body: { data: Me } = {
    data: {
      user: {
        id: user.id,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        language: user.language,
        role: user.role,
        profile_image_url: user.profile_image_url,
      },
      company: {
        id: company.id,
        company: company.company,
        group_name: company.group_name,
        services: company.services,
        features: company.features,
        logo_url: company.logo_url,
        is_sub_aggregator: company.is_sub_aggregator,
        parent_id: company.parent_id,
      },
      permissions,
      branding: {
        group_name: branding.group_name,
        is_white_label: branding.is_white_label,
        app_name: branding.app_name,
        company_name: branding.company_name,
        login_background_url: branding.login_background_url,
        app_logo_url: branding.app_logo_url,
        company_logo_url: branding.company_logo_url,
        colors: {
          main: branding.colors.main,
          accent: branding.colors.accent,
          dark: branding.colors.dark,
          hover: branding.colors.hover,
          menu: branding.colors.menu,
        },
      },
    },
  };
  return JSON.stringify(body);
}
