import { useQuery } from "@tanstack/react-query";
import { CircleCheckIcon, SearchIcon } from "lucide-react";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { useParams } from "react-router";
import type { Kiosk, PunchResult } from "../../../domain/schemas/time-clock";
import type { PunchAction } from "../../../domain/time-clock/punches";
import { Brand } from "@/components/brand";
import { PUNCH_LABELS } from "@/components/punch-labels";
import { ThemeSwitcher } from "@/components/theme-switcher";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, errorMessage } from "@/lib/api";
import { kioskQueryOptions, useKioskPunchMutation } from "./api";

type Person = Kiosk["people"][number];

/** How long the "Clocked in at 09:58" answer stays before the kiosk is ready for the next person. */
const DONE_MS = 6_000;

/**
 * A store's kiosk at /kiosk/<token> (docs/product.md, Time clock): no sign-in. Find your name, type your PIN,
 * and punch; then the kiosk is ready for the next person.
 */
export function KioskPage() {
  const { token = "" } = useParams();
  const kiosk = useQuery(kioskQueryOptions(token));
  const [person, setPerson] = useState<Person | null>(null);
  const [done, setDone] = useState<PunchResult | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(null), DONE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const body = kiosk.isPending ? (
    <div className="flex justify-center py-6">
      <Spinner label="Loading the kiosk" />
    </div>
  ) : kiosk.isError ? (
    <p role="alert" className="text-sm">
      {kiosk.error instanceof ApiError && kiosk.error.status === 404
        ? "This kiosk address is not in use. Ask a manager for the store's current kiosk address."
        : "The kiosk could not be loaded. Check the connection and reload the page."}
    </p>
  ) : done ? (
    <Done result={done} onNext={() => setDone(null)} />
  ) : person ? (
    <PinPad
      token={token}
      person={kiosk.data.people.find((p) => p.userId === person.userId) ?? person}
      onCancel={() => setPerson(null)}
      onDone={(result) => {
        setPerson(null);
        setDone(result);
      }}
    />
  ) : (
    <PeopleList people={kiosk.data.people} onPick={setPerson} />
  );

  return (
    <div className="flex min-h-svh flex-col items-center gap-6 bg-muted/40 px-4 py-8">
      <div className="fixed top-3 right-3">
        <ThemeSwitcher />
      </div>
      <Brand />
      <Card className="w-full max-w-lg">
        <CardHeader>
          <h1 className="text-xl font-semibold">
            {kiosk.data ? `${kiosk.data.storeName} time clock` : "Time clock"}
          </h1>
          <CardDescription>Find your name, type your PIN and punch.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">{body}</CardContent>
      </Card>
    </div>
  );
}

function PeopleList({ people, onPick }: { people: Person[]; onPick: (p: Person) => void }) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    const matching = q ? people.filter((p) => p.name.toLowerCase().includes(q)) : people;
    // Those scheduled today first: they are the ones at the door.
    return [...matching].sort((a, b) => Number(b.shiftToday !== null) - Number(a.shiftToday !== null));
  }, [people, search]);
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Find your name</Label>
        <div className="relative">
          <SearchIcon aria-hidden className="absolute top-2.5 left-3 size-4 text-muted-foreground" />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
          />
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {people.length === 0 ? "Nobody works at this store yet." : "No one by that name works here."}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="People">
          {shown.map((p) => (
            <li key={p.userId}>
              <Button
                variant="outline"
                className="h-auto w-full justify-between py-3"
                onClick={() => onPick(p)}
              >
                <span className="font-medium">{p.name}</span>
                <span className="text-muted-foreground">
                  {p.actions.includes("BREAK_END")
                    ? "On a break"
                    : p.actions.includes("CLOCK_OUT")
                      ? "Clocked in"
                      : p.shiftToday
                        ? `Today ${p.shiftToday.replace("-", "–")}`
                        : ""}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PinPad({
  token,
  person,
  onCancel,
  onDone,
}: {
  token: string;
  person: Person;
  onCancel: () => void;
  onDone: (result: PunchResult) => void;
}) {
  const pinId = useId();
  const [pin, setPin] = useState("");
  const [action, setAction] = useState<PunchAction>(person.actions[0] ?? "CLOCK_IN");
  const punch = useKioskPunchMutation(token);
  const isPinValid = /^\d{4,6}$/.test(pin);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPinValid) return;
    punch.mutate({ userId: person.userId, pin, action }, { onSuccess: onDone, onError: () => setPin("") });
  };

  if (!person.hasPin) {
    return (
      <div className="grid gap-4">
        <p className="text-base font-semibold">{person.name}</p>
        <p role="alert" className="text-sm">
          You have no PIN yet. Set one on your phone or computer under Account → Time clock PIN, then come
          back.
        </p>
        <Button variant="outline" onClick={onCancel}>
          Back
        </Button>
      </div>
    );
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <p className="text-base font-semibold">{person.name}</p>
      <div className="grid gap-2">
        <Label htmlFor={pinId}>PIN</Label>
        <Input
          id={pinId}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          className="h-12 text-center text-2xl tracking-[0.5em]"
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, "").slice(0, 6))}
          aria-describedby={`${pinId}-hint`}
          autoFocus
        />
        <p id={`${pinId}-hint`} className="text-xs text-muted-foreground">
          Your personal 4-6 digit PIN.
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Punch</legend>
        <div className="flex flex-wrap gap-2">
          {person.actions.map((a) => (
            <Button
              key={a}
              type="submit"
              size="lg"
              className="flex-1"
              variant={a === "CLOCK_OUT" ? "outline" : "default"}
              disabled={!isPinValid || punch.isPending}
              onClick={() => setAction(a)}
            >
              {PUNCH_LABELS[a]}
            </Button>
          ))}
        </div>
      </fieldset>
      {punch.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(punch.error, "The punch did not go through. Try again.")}
        </p>
      )}
      <Button type="button" variant="ghost" onClick={onCancel}>
        Not you? Back to the list
      </Button>
    </form>
  );
}

function Done({ result, onNext }: { result: PunchResult; onNext: () => void }) {
  return (
    <div className="grid justify-items-center gap-3 py-4 text-center" role="status">
      <CircleCheckIcon aria-hidden className="size-12 text-primary" />
      <p className="text-2xl font-semibold">{result.message}</p>
      <p className="text-muted-foreground">{result.name}</p>
      {result.flags.includes("UNSCHEDULED") && (
        <p className="text-sm text-muted-foreground">
          No shift of yours now: your manager will see this punch.
        </p>
      )}
      <Button onClick={onNext}>Next person</Button>
    </div>
  );
}
