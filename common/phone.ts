/**
 * US phone numbers (product-spec §5: 'Please enter a valid phone number.'; US fixed): 10 digits
 * (area code not starting with 0 or 1), optionally after a leading 1 (+1), written with
 * any common punctuation — and nothing else (letters such as 'O' for zero are refused).
 */
export function isUsPhoneNumber(value: string): boolean {
  if (!/^[\d\s().+-]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '')
  return /^[2-9]\d{9}$/.test(digits) || /^1[2-9]\d{9}$/.test(digits)
}
