import { StrokeIcon } from './stroke-icon';

/** A tick drawn in the icon set's stroke style. */
export function CheckIcon({ size = 16 }: { size?: number }) {
  return (
    <StrokeIcon size={size} strokeWidth={3}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </StrokeIcon>
  );
}
