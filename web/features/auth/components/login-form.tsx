import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/api/http';
import { toast } from '../../../lib/toast-store';
import { useLogin } from '../../../lib/api/auth';
import { displayName } from '../../../lib/user-rules';
import { DemoAccounts } from './demo-accounts';
import { ForgotPasswordLink } from './forgot-password-link';

/** The /login form (spec): toasts for every outcome, then /dashboard inside the app (no reload). */
export function LoginForm() {
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();

  const signIn = (name: string, secret: string) => {
    if (!name.trim() || !secret) {
      toast({ title: 'Missing credentials', description: 'Please enter both username and password', variant: 'destructive' });
      return;
    }
    login.mutate(
      { username: name.trim(), password: secret },
      {
        onSuccess: (user) => {
          toast({ title: 'Login successful', description: `Welcome back, ${displayName(user)}.`, variant: 'success' });
          navigate('/dashboard');
        },
        onError: (error) => {
          toast({ title: 'Login failed', description: errorMessage(error, 'Invalid credentials'), variant: 'destructive' });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signIn(username, password);
  };

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="login-username">Username</Label>
          <Input
            id="login-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="login-password">Password</Label>
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <ForgotPasswordLink />
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          {login.isPending ? null : <LogIn aria-hidden="true" />}
          Sign In
        </Button>
      </form>
      <DemoAccounts
        disabled={login.isPending}
        onPick={(account) => {
          // Fill the form too, so people see which account they used.
          setUsername(account.username);
          setPassword(account.password);
          signIn(account.username, account.password);
        }}
      />
    </div>
  );
}
