import type { LucideIcon } from "lucide-react";
import type { Figure } from "../../../domain/schemas/figures";
import { StatCard } from "@/components/stat-card";

/**
 * One computed figure: its value, or what is missing ("No schedule for this week") instead of 0 or a sample;
 * the note says what it counts, so nobody has to guess.
 */
export function FigureCard({
  title,
  figure,
  format,
  icon,
  note,
}: {
  title: string;
  figure: Figure | undefined;
  format: (value: number) => string;
  icon: LucideIcon;
  note?: string;
}) {
  const value = figure ? (figure.value === null ? "—" : format(figure.value)) : "…";
  return (
    <StatCard
      title={title}
      value={value}
      icon={icon}
      note={
        figure ? (
          <>
            {figure.value === null && (
              <span className="block font-medium text-foreground">{figure.reason}</span>
            )}
            {note && <span className="block">{note}</span>}
            <span className="block">{figure.counts}</span>
          </>
        ) : (
          "Loading…"
        )
      }
    />
  );
}
