import { StrokeIcon } from './stroke-icon';

export function InfoIcon({ size = 20 }: { size?: number }) {
  return (
    <StrokeIcon size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </StrokeIcon>
  );
}
