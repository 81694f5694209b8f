/**
 * The share QR code: an SVG of the page address, encoded by uqr. uqr is imported on first use
 * (when the share pop-over first opens), so it stays out of the page's initial JavaScript.
 */
export async function qrDataUrl(text: string): Promise<string> {
  const { renderSVG } = await import('uqr');
  // ecc M survives a slightly blurred phone photo; a 2-module quiet zone is enough on the white pop-over.
  return `data:image/svg+xml,${encodeURIComponent(renderSVG(text, { ecc: 'M', border: 2 }))}`;
}
