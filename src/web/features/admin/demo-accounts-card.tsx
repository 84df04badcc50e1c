import { DEMO_SIGN_IN } from "../../../domain/demo-accounts";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export function DemoAccountsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Demo Test Accounts</CardTitle>
        <CardDescription>Sign in with these to try each role</CardDescription>
      </CardHeader>
      <CardContent className="px-2">
        <Table aria-label="Demo test accounts">
          <TableHeader>
            <TableRow>
              <TableHead>Username</TableHead>
              <TableHead>Password</TableHead>
              <TableHead>Role</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {DEMO_SIGN_IN.map((account) => (
              <TableRow key={account.username}>
                <TableCell className="font-mono">{account.username}</TableCell>
                <TableCell className="font-mono">{account.password}</TableCell>
                <TableCell>
                  <Badge variant="secondary">{account.role}</Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
