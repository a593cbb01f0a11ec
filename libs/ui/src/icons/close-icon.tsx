import { StrokeIcon } from './stroke-icon';

export function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <StrokeIcon size={size}>
      <path d="M6 6l12 12M18 6 6 18" />
    </StrokeIcon>
  );
}
