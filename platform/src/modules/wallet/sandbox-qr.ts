import { renderSVG } from 'uqr';

// The sandbox's QR Ph code: an EMVCo merchant-presented payload (the format behind QR Ph, which every bank app
// scans), so the code a player sees is a real, scannable QR of the amount and order — not a picture of one.

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE over the payload and the CRC field's own id and length (EMVCo QRCPS §4.7.3). */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A dynamic (one-payment) QR Ph payload: merchant, PHP amount in pesos with centavos, the order as reference. */
export function qrPhPayload(p: { merchant: string; city: string; amount: number; orderId: string }): string {
  const body = [
    field('00', '01'),
    field('01', '12'), // dynamic: this code pays this order only
    field('27', field('00', 'com.p2pqrpay') + field('01', 'SANDBOXPH') + field('03', p.orderId.slice(-15))),
    field('52', '7995'), // merchant category: betting and casino gaming
    field('53', '608'), // PHP
    field('54', (p.amount / 100).toFixed(2)),
    field('58', 'PH'),
    field('59', p.merchant.slice(0, 25)),
    field('60', p.city.slice(0, 15)),
    field('62', field('05', p.orderId.slice(0, 25))),
  ].join('');
  const withCrcId = `${body}6304`;
  return withCrcId + crc16(withCrcId);
}

/** The payload as an inline SVG QR code (error correction M, as bank apps expect). */
export function qrSvg(payload: string): string {
  return renderSVG(payload, { ecc: 'M', pixelSize: 6 });
}
