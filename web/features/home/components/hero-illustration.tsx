/** Hills, houses and the sea in a few shapes: decoration for wide screens that costs no image download. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 440 340" className={className} aria-hidden="true" focusable="false">
      <circle cx="340" cy="78" r="40" fill="#fbd34d" opacity="0.9" />
      <path d="M0 210 C70 150 130 150 190 185 S310 130 440 170 V340 H0Z" fill="#18a35e" opacity="0.45" />
      <path d="M0 250 C90 205 170 215 240 240 S380 215 440 230 V340 H0Z" fill="#0e844a" opacity="0.8" />
      <path d="M0 300 C110 285 300 290 440 300 V340 H0Z" fill="#0a6cc2" opacity="0.55" />
      <g>
        <path d="M70 262 110 228 150 262Z" fill="#ffffff" />
        <rect x="80" y="262" width="60" height="42" fill="#f8fafc" />
        <rect x="90" y="272" width="14" height="12" rx="2" fill="#0a6cc2" />
        <rect x="116" y="278" width="14" height="26" rx="2" fill="#0d6a3b" />
      </g>
      <g>
        <path d="M170 246 222 202 274 246Z" fill="#ffffff" />
        <rect x="182" y="246" width="80" height="58" fill="#f8fafc" />
        <rect x="194" y="258" width="18" height="14" rx="2" fill="#0a6cc2" />
        <rect x="232" y="258" width="18" height="14" rx="2" fill="#0a6cc2" />
        <rect x="212" y="278" width="20" height="26" rx="2" fill="#0d6a3b" />
      </g>
      <g>
        <path d="M296 266 330 238 364 266Z" fill="#ffffff" />
        <rect x="304" y="266" width="52" height="38" fill="#f8fafc" />
        <rect x="314" y="276" width="12" height="10" rx="2" fill="#0a6cc2" />
        <rect x="334" y="280" width="12" height="24" rx="2" fill="#0d6a3b" />
      </g>
      <path d="M392 304 C390 276 394 252 400 232" stroke="#0c462b" strokeWidth="5" fill="none" strokeLinecap="round" />
      <path d="M400 232 C386 222 372 224 362 232 M400 232 C410 216 424 214 434 220 M400 232 C398 214 406 204 416 200 M400 232 C390 216 378 210 368 212" stroke="#3bbf7a" strokeWidth="6" fill="none" strokeLinecap="round" />
      <rect x="0" y="304" width="440" height="36" fill="#0d6a3b" opacity="0.35" />
    </svg>
  );
}
