import type { StaffPermission } from '@selvedge/contract/admin';

/** The back office's menu: each section, the permission it needs (the server checks it again on every call). */
export interface AdminSection {
  /** Under /admin. */
  path: string;
  label: string;
  permission: StaffPermission;
  /** Marked as the page shown only on this very address (Orders, not when the Board under it is open). */
  end?: boolean;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '/orders', label: 'Orders', permission: 'orders', end: true },
  { path: '/orders/board', label: 'Board', permission: 'orders' },
  { path: '/fit-claims', label: 'Fit claims', permission: 'orders' },
  { path: '/appointments', label: 'Appointments', permission: 'orders' },
  { path: '/customers', label: 'Customers', permission: 'customers' },
  { path: '/fabrics', label: 'Fabrics', permission: 'catalogue' },
  { path: '/preorders', label: 'Pre-orders', permission: 'catalogue' },
  { path: '/product-configs', label: 'Product setup', permission: 'catalogue' },
  { path: '/rates', label: 'Exchange rates', permission: 'catalogue' },
  { path: '/discount-codes', label: 'Discount codes', permission: 'codes' },
  { path: '/shipping', label: 'Shipping', permission: 'catalogue' },
  { path: '/studios', label: 'Studios', permission: 'catalogue' },
  { path: '/content', label: 'Content', permission: 'content' },
  { path: '/staff', label: 'Staff', permission: 'staff' },
  { path: '/audit', label: 'Audit log', permission: 'audit' },
  { path: '/system', label: 'System', permission: 'system' },
];
