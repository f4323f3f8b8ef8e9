/** Slow, salted password hashing; verify compares in constant time. */
export interface PasswordHasherPort {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
}
