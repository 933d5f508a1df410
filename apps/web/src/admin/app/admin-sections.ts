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
  { path: '/discount-codes', label: 'Discount codes', permission: 'codes' },
  { path: '/shipping', label: 'Shipping', permission: 'catalogue' },
  { path: '/content', label: 'Content', permission: 'content' },
  { path: '/staff', label: 'Staff', permission: 'staff' },
];
