import { Check } from 'lucide-react';
import { visuallyHidden } from '../theme/global.css';
import * as styles from './Stepper.css';

export interface StepperProps {
  /** The labels of the steps, 2 to 5 of them, e.g. ['Buscar paciente', 'Asignar datos', 'Confirmar datos']. */
  steps: readonly string[];
  /** The current step, counted from 1. */
  currentStep: number;
  /**
   * What a screen reader hears for each step.
   * @default (step, total, label) => `Paso ${step} de ${total}: ${label}`
   */
  stepText?: (step: number, total: number, label: string) => string;
  /**
   * Added to the text of a step already done.
   * @default 'completado'
   */
  completedText?: string;
  /**
   * Accessible name of the list of steps.
   * @default 'Pasos del proceso'
   */
  'aria-label'?: string;
  className?: string;
}

const defaultStepText = (step: number, total: number, label: string) =>
  `Paso ${step} de ${total}: ${label}`;

/**
 * The step bar of a wizard: numbered steps, a check on the ones done, and the current one
 * marked with `aria-current="step"` and read as 'Paso 2 de 3: Asignar datos'.
 */
export function Stepper({
  steps,
  currentStep,
  stepText = defaultStepText,
  completedText = 'completado',
  'aria-label': ariaLabel = 'Pasos del proceso',
  className,
}: StepperProps) {
  const total = steps.length;
  return (
    <ol aria-label={ariaLabel} className={[styles.list, className].filter(Boolean).join(' ')}>
      {steps.map((label, index) => {
        const number = index + 1;
        const status =
          number < currentStep ? 'complete' : number === currentStep ? 'current' : 'upcoming';
        return (
          <li
            key={label}
            className={styles.step}
            aria-current={status === 'current' ? 'step' : undefined}
            data-status={status}
          >
            {/* Number and label are shown; the full sentence below is what is read. */}
            <span className={styles.marker} aria-hidden="true">
              {status === 'complete' ? <Check size={18} strokeWidth={3} /> : number}
            </span>
            <span className={styles.label} aria-hidden="true">
              {label}
            </span>
            <span className={visuallyHidden}>
              {stepText(number, total, label)}
              {status === 'complete' && `, ${completedText}`}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
