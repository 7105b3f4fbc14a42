import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'ghost';

function buttonClassName(variant: ButtonVariant = 'default', extra?: string): string {
  return [styles.button, variant !== 'default' ? styles[variant] : null, extra].filter(Boolean).join(' ');
}

interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'default', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
