/**
 * A single-thumb slider on RAC's Slider (works under Preact with the fixes of runtime/preact-rac.ts),
 * operable by keyboard (arrows one step, Page Up/Down a page, Home/End the ends: RAC and the native
 * range input underneath) and announced with a formatted value (aria-valuetext: "PHP 250,000",
 * "2 years"), not the raw number.
 *
 * RAC formats aria-valuetext with Intl.NumberFormat options only, so it cannot say "2 years" or
 * "1 year" for 360 days. The render function below points the slider state's label function at
 * our `format` before the thumb renders (the state object is the one the thumb reads from context).
 */
import { Label } from 'react-aria-components/Label';
import { Slider as RACSlider, SliderThumb, SliderTrack } from 'react-aria-components/Slider';
import { AriaLocale } from './AriaLocale.tsx';
import { Hint, useFieldIds } from './field.tsx';

export interface SliderMark {
  value: number;
  /** Shown under the tick; ticks without a label are drawn only. */
  label?: string;
}

export interface SliderProps {
  name: string;
  label: string;
  hint?: string;
  value: number;
  onChange(value: number): void;
  minValue: number;
  maxValue: number;
  step: number;
  /** The value as shown beside the label and announced (aria-valuetext). */
  format(value: number): string;
  marks?: readonly SliderMark[];
  /** Show the formatted value beside the label (default true). */
  showValue?: boolean;
}

export function Slider(props: SliderProps) {
  const ids = useFieldIds(props.name);
  const span = props.maxValue - props.minValue || 1;
  const at = (v: number) => `${((v - props.minValue) / span) * 100}%`;
  return (
    <AriaLocale>
      <RACSlider
        className="ew-field ew-slider"
        data-field={props.name}
        value={props.value}
        minValue={props.minValue}
        maxValue={props.maxValue}
        step={props.step}
        onChange={(v) => props.onChange(Array.isArray(v) ? v[0]! : v)}
      >
        {({ state }) => {
          state.getThumbValueLabel = (index: number) => props.format(state.values[index] ?? props.value);
          return (
            <>
              <div className="ew-slider-head">
                <Label className="ew-label">{props.label}</Label>
                {props.showValue === false ? null : (
                  // The thumb announces the value itself; this is its visible copy.
                  <span className="ew-slider-value" aria-hidden="true">
                    {props.format(props.value)}
                  </span>
                )}
              </div>
              <Hint id={ids.hintId}>{props.hint}</Hint>
              <SliderTrack className="ew-slider-track">
                <div className="ew-slider-rail" />
                <div className="ew-slider-fill" style={{ width: at(props.value) }} />
                {props.marks?.map((m) => (
                  <span
                    key={m.value}
                    className="ew-slider-tick"
                    style={{ insetInlineStart: at(m.value) }}
                    aria-hidden="true"
                  />
                ))}
                <SliderThumb
                  className="ew-slider-thumb"
                  name={props.name}
                  aria-describedby={props.hint ? ids.hintId : undefined}
                />
              </SliderTrack>
              {props.marks?.some((m) => m.label) ? (
                <div className="ew-slider-marks" aria-hidden="true">
                  {props.marks.map((m) =>
                    m.label ? (
                      <span
                        key={m.value}
                        className="ew-slider-mark"
                        style={{
                          insetInlineStart: at(m.value),
                          // Centred under its tick, but never past the ends of the track.
                          transform: `translateX(${m.value <= props.minValue ? 0 : m.value >= props.maxValue ? -100 : -50}%)`,
                        }}
                      >
                        {m.label}
                      </span>
                    ) : null,
                  )}
                </div>
              ) : null}
            </>
          );
        }}
      </RACSlider>
    </AriaLocale>
  );
}
