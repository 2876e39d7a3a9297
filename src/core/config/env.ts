/**
 * Small typed readers for environment variables. Each one records a problem instead of throwing,
 * so that start-up reports every bad variable at once.
 */
export type Env = Record<string, string | undefined>;

export class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  string(name: string, fallback: string): string;
  string(name: string): string | undefined;
  string(name: string, fallback?: string): string | undefined {
    const raw = this.env[name];
    return raw === undefined || raw.trim() === '' ? fallback : raw.trim();
  }

  int(name: string, fallback: number, { min, max }: { min: number; max: number }): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if (!/^-?\d+$/.test(raw)) {
      this.problems.push(`${name}: must be a whole number, got "${raw}"`);
      return fallback;
    }
    const value = Number(raw);
    if (value < min || value > max) {
      this.problems.push(`${name}: must be between ${min} and ${max}, got ${value}`);
      return fallback;
    }
    return value;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    this.problems.push(`${name}: must be true or false, got "${raw}"`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${name}: must be one of ${allowed.join(', ')}, got "${raw}"`);
      return fallback;
    }
    return raw as T;
  }

  url(name: string, protocols: readonly string[]): string | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      this.problems.push(`${name}: must be an absolute URL, got "${raw}"`);
      return undefined;
    }
    if (!protocols.includes(parsed.protocol)) {
      this.problems.push(`${name}: must use ${protocols.join(' or ')}, got "${parsed.protocol}"`);
      return undefined;
    }
    return raw;
  }
}

/** One row of the settings table in docs/operations.md, made from the read that declares it. */
export interface SettingDoc {
  /** The variable, or the variables a row covers together (the chain registry's RPC URLs). */
  env: string;
  /** The default as a reader needs it: `3000`, unset, or words for one that is computed. */
  default: string;
  meaning: string;
  /** Who declares it: `core`, `http`, `server`, or the feature's folder (src/<owner>/settings.ts). */
  owner: string;
}

/**
 * What a setting does, and its default in words when the fallback value cannot say it (computed
 * from other settings, or from the machine).
 */
export type About = string | { meaning: string; default: string };

const shown = (value: string | number | boolean | undefined): string => (value === undefined ? 'unset' : `\`${value}\``);

/**
 * The EnvReader of a settings declaration: each read names the variable, its default, its checks
 * and what it does, once; the docs row is recorded from that same call, so the table in
 * docs/operations.md cannot name a variable, default or meaning that the code does not read.
 */
export class SettingsReader {
  constructor(
    private readonly read: EnvReader,
    private readonly env: Env,
    private readonly docs: SettingDoc[],
    private readonly owner: string,
  ) {}

  private doc(env: string, fallback: string | number | boolean | undefined, about: About): void {
    const { meaning, default: shownDefault } = typeof about === 'string' ? { meaning: about, default: shown(fallback) } : about;
    this.docs.push({ env, default: shownDefault, meaning, owner: this.owner });
  }

  string(name: string, fallback: string, about: About): string;
  string(name: string, fallback: undefined, about: About): string | undefined;
  string(name: string, fallback: string | undefined, about: About): string | undefined {
    this.doc(name, fallback, about);
    return fallback === undefined ? this.read.string(name) : this.read.string(name, fallback);
  }

  int(name: string, fallback: number, range: { min: number; max: number }, about: About): number {
    this.doc(name, fallback, about);
    return this.read.int(name, fallback, range);
  }

  /** A number, or undefined when the variable is unset or empty. */
  optionalInt(name: string, range: { min: number; max: number }, about: About): number | undefined {
    this.doc(name, undefined, about);
    const raw = this.env[name];
    return raw === undefined || raw === '' ? undefined : this.read.int(name, 0, range);
  }

  bool(name: string, fallback: boolean, about: About): boolean {
    this.doc(name, fallback, about);
    return this.read.bool(name, fallback);
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T, about: About): T {
    this.doc(name, fallback, about);
    return this.read.oneOf(name, allowed, fallback);
  }

  url(name: string, protocols: readonly string[], about: About): string | undefined {
    this.doc(name, undefined, about);
    return this.read.url(name, protocols);
  }

  /** Variables another reader takes from the environment (the chain registry's RPC URLs): documented here. */
  documented(names: string, about: About): void {
    this.doc(names, undefined, about);
  }

  /** Records a problem found beyond a single variable's checks; start-up reports it with the rest. */
  problem(message: string): void {
    this.read.problems.push(message);
  }
}
