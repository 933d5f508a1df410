import type { StaffPermission } from '@selvedge/contract/admin';

/** The back office's menu: each section, the permission it needs (the server checks it again on every call). */
export interface AdminSection {
  /** Under /admin. */
  path: string;
  label: string;
  permission: StaffPermission;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '/customers', label: 'Customers', permission: 'customers' },
  { path: '/fabrics', label: 'Fabrics', permission: 'catalogue' },
  { path: '/rates', label: 'Exchange rates', permission: 'catalogue' },
  { path: '/preorders', label: 'Pre-orders', permission: 'catalogue' },
  { path: '/staff', label: 'Staff', permission: 'staff' },
];
