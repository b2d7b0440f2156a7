export const PRODUCT_NAME = 'Колос';

/** The wheat-ear mark of the product. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <img
      src="/favicon.svg"
      alt=""
      aria-hidden
      width={size}
      height={size}
      style={{ width: size, height: size, display: 'block', borderRadius: '50%' }}
    />
  );
}

/** Mark and product name (plain CSS: the guest screens show it too). */
export function Brand({ color, size = 36 }: { color?: string; size?: number }) {
  return (
    <div className="kg-brand" style={{ color }}>
      <BrandMark size={size} />
      <span style={{ fontSize: size * 0.6 }}>{PRODUCT_NAME}</span>
    </div>
  );
}
