import type { ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  /** What the button does, for screen readers. */
  label: string;
  /** The tooltip; the label by default. */
  title?: string;
  icon: LucideIcon;
  /** The icon's size in pixels. */
  size: number;
  /** The small variant (`icon-button-sm`), as in lists and message toolbars. */
  small?: boolean;
}

/** A button that shows only an icon: named by `label`, with a tooltip. */
export function IconButton({
  label,
  title = label,
  icon: Icon,
  size,
  small = false,
  className,
  ...rest
}: IconButtonProps) {
  const classes = ['icon-button', small && 'icon-button-sm', className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-label={label} title={title} {...rest}>
      <Icon size={size} aria-hidden />
    </button>
  );
}
