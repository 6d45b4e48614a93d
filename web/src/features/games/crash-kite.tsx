/**
 * The saranggola: a diamond kite of bamboo and paper in the flag's blue, red and sun gold, with a ribboned
 * tail. Drawn for this project; the frame loop moves the element around it, never this drawing.
 */
export function Kite() {
  return (
    <svg
      className="crash-kite-art"
      viewBox="0 0 48 72"
      width="48"
      height="72"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M24 40c-2 6 3 10 0 16s3 10 1 15"
        stroke="#f4f6ff"
        strokeWidth="1.2"
        fill="none"
        opacity="0.8"
      />
      <path d="M21 49l3 2 3-2-3-2zM21 59l3 2 3-2-3-2z" fill="#fcd116" />
      <path d="M20 54l4 2 4-2-4-2zM21 66l3 2 3-2-3-2z" fill="#ce1126" />
      <path d="M24 2 44 20 24 42 4 20Z" fill="#0038a8" />
      <path d="M4 20h40L24 42Z" fill="#ce1126" />
      <path d="M24 2 4 20h20Z" fill="#1d5fd6" />
      <path d="M24 42 44 20H24Z" fill="#a50d1f" />
      <circle cx="24" cy="20" r="5" fill="#fcd116" />
      <path
        d="M24 11.5v3M24 25.5v3M15.5 20h3M29.5 20h3M18 14l2 2M28 24l2 2M30 14l-2 2M18 26l2-2"
        stroke="#fcd116"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path d="M24 2v40M4 20h40" stroke="#6b4a1c" strokeWidth="1.4" opacity="0.85" />
      <path
        d="M24 2 44 20 24 42 4 20Z"
        fill="none"
        stroke="#3b2a10"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
