import { DEMO_SIGN_IN, type DemoAccount } from "../../../domain/demo-accounts";
import { roleLabel } from "../../../domain/role-label";

/** The seeded demo accounts (src/domain/demo-accounts.ts); clicking one fills the login form. */

export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  return (
    <section aria-labelledby="demo-accounts-heading" className="rounded-md border bg-muted/50 p-3 text-sm">
      <h2 id="demo-accounts-heading" className="font-medium">
        Demo accounts
      </h2>
      <p className="mb-2 text-muted-foreground">Click one to fill in the form.</p>
      <ul className="grid gap-1">
        {DEMO_SIGN_IN.map((account) => (
          <li key={account.username}>
            <button
              type="button"
              onClick={() => onPick(account)}
              className="flex w-full cursor-pointer items-center justify-between gap-2 rounded-md px-2 py-1 text-left hover:bg-accent hover:text-accent-foreground"
            >
              <span className="font-medium">{roleLabel(account.role)}</span>
              <span className="font-mono text-xs">
                {account.username} / {account.password}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
