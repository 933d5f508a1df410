import type { AdminDiscountCode } from '@selvedge/contract/admin';

/** Minor units as the back office writes money: 'SGD 49.90', 'SGD 50'. */
function moneyText(minor: number, currency = 'SGD'): string {
  const major = minor / 100;
  return `${currency} ${major.toLocaleString('en-SG', { minimumFractionDigits: Number.isInteger(major) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** What a code gives, in words: '20% off', 'SGD 50 off', 'Each piece for SGD 200'. */
export function valueText(code: Pick<AdminDiscountCode, 'kind' | 'percentOff' | 'amounts'>): string {
  if (code.kind === 'percentage') return `${code.percentOff ?? 0}% off`;
  const sgd = code.amounts.SGD === undefined ? 'no SGD amount' : moneyText(code.amounts.SGD);
  return code.kind === 'fixed_amount' ? `${sgd} off` : `Each piece for ${sgd}`;
}

/** The code's limits, in words: 'Any number of uses' or '100 in all, 1 per customer, 20 a month'. */
export function limitsText(code: Pick<AdminDiscountCode, 'usageLimitTotal' | 'usageLimitPerCustomer' | 'usageLimitPerMonth'>): string {
  const parts = [
    code.usageLimitTotal === null ? null : `${code.usageLimitTotal.toLocaleString('en-SG')} in all`,
    code.usageLimitPerCustomer === null ? null : `${code.usageLimitPerCustomer.toLocaleString('en-SG')} per customer`,
    code.usageLimitPerMonth === null ? null : `${code.usageLimitPerMonth.toLocaleString('en-SG')} a month`,
  ].filter(Boolean);
  return parts.length === 0 ? 'No limit' : parts.join(', ');
}

/** Who and what a code is for, beyond its value: 'Shirts and polos · trial only · SG, MY'. */
export function scopeText(code: Pick<AdminDiscountCode, 'productTypes' | 'trialOnly' | 'countryCodes' | 'newCustomersOnly'>): string {
  const parts = [
    code.productTypes.length === 0 ? 'Every product' : code.productTypes.join(', '),
    code.trialOnly ? 'trial pieces only' : null,
    code.newCustomersOnly ? 'new customers only' : null,
    code.countryCodes.length === 0 ? null : `delivered to ${code.countryCodes.join(', ')}`,
  ].filter(Boolean);
  return parts.join(' · ');
}
