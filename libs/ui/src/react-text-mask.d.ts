// react-text-mask ships no types; this covers the part @polis/ui uses. Internal: no exported type refers to it.
declare module 'react-text-mask' {
  import type { ComponentType, InputHTMLAttributes, ReactElement } from 'react';

  export type TextMask = ReadonlyArray<string | RegExp>;
  export type PipeResult = string | false | { value: string; indexesOfPipedChars: number[] };

  export interface MaskedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> {
    mask: TextMask | false | ((rawValue: string) => TextMask | false);
    guide?: boolean;
    placeholderChar?: string;
    keepCharPositions?: boolean;
    showMask?: boolean;
    pipe?: (conformedValue: string, config: object) => PipeResult;
    value?: string | number;
    render?: (
      setRef: (element: HTMLInputElement | null) => void,
      props: InputHTMLAttributes<HTMLInputElement>,
    ) => ReactElement;
  }

  const MaskedInput: ComponentType<MaskedInputProps>;
  export default MaskedInput;
}
