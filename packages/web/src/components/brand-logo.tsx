import type { Branding } from '@irama/contracts';

/** The logo file of a branding: the white-label's own, else the group's, else Irama's. */
export function logoUrlOf(branding: Branding): string {
  return branding.app_logo_url ?? `/brand/${branding.group_name ?? 'irama'}.svg`;
}

interface BrandLogoProps {
  branding: Branding;
  className?: string;
  height?: number;
}

/** The application logo, named after the app for screen readers. */
export function BrandLogo({ branding, className, height }: BrandLogoProps) {
  return <img src={logoUrlOf(branding)} alt={branding.app_name} className={className} height={height} />;
}
