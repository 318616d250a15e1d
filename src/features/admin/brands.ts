import { type MessageDescriptor } from 'react-intl';
import { routes, type StaticRouteName } from '@/app/paths';
import type { OperatorBrand } from '@/domain/operatorOrder';
import { m } from './messages';

/** The brand names of the operator forms (DECISIONS.md section 3 names only the codes; docs/behaviour.md lists these). */
const brandNames = {
  udc: m.brandUdc,
  bm: m.brandBm,
  cg: m.brandCg,
  cs: m.brandCs,
  'cs-old': m.brandCsOld,
};

/** One operator form: its brand code, route and name. */
export type BrandForm = { brand: OperatorBrand; route: StaticRouteName; name: MessageDescriptor };

/** The `*-ordering` pages in the order the admin index lists them. */
export const BRAND_FORMS: readonly BrandForm[] = [
  { brand: 'udc', route: 'adminUdc', name: brandNames.udc },
  { brand: 'bm', route: 'adminBm', name: brandNames.bm },
  { brand: 'cg', route: 'adminCg', name: brandNames.cg },
  { brand: 'cs', route: 'adminCs', name: brandNames.cs },
  { brand: 'cs-old', route: 'adminCsOld', name: brandNames['cs-old'] },
];

/** The form of a brand code. */
export function brandForm(brand: OperatorBrand): BrandForm {
  return BRAND_FORMS.find((form) => form.brand === brand) ?? BRAND_FORMS[0]!;
}

/** The form of an admin path without locale prefix (`/udc_adminpanel/bm-ordering` → bm), or undefined. */
export function brandFormOfPath(path: string): BrandForm | undefined {
  return BRAND_FORMS.find((form) => routes[form.route] === path.replace(/\/+$/, ''));
}
