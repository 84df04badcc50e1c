import { ContrastIcon, MoonIcon, SunIcon } from "lucide-react";
import { THEME_LABELS, THEMES, type Theme } from "@/lib/theme";
import { useTheme } from "@/lib/use-theme";
import { cn } from "@/lib/utils";

const ICONS: Record<Theme, typeof SunIcon> = {
  light: SunIcon,
  dark: MoonIcon,
  "high-contrast": ContrastIcon,
};

/**
 * A segmented control of native radio buttons (invisible, covering each icon): arrow keys move between themes, the group is
 * announced as "Theme", and it needs no popover code on the login page's first load.
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const [theme, setTheme] = useTheme();
  return (
    <fieldset className={cn("inline-flex items-center rounded-md border bg-background p-0.5", className)}>
      <legend className="sr-only">Theme</legend>
      {THEMES.map((option) => {
        const Icon = ICONS[option];
        return (
          <label
            key={option}
            title={THEME_LABELS[option]}
            className="relative flex size-7 cursor-pointer items-center justify-center rounded-sm text-muted-foreground hover:text-foreground has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name="theme"
              value={option}
              checked={theme === option}
              onChange={() => setTheme(option)}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Icon className="size-4" aria-hidden />
            <span className="sr-only">{THEME_LABELS[option]}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
