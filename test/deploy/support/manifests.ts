import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export const K8S_DIR = join(__dirname, '../../../deploy/k8s');
export const BASE_DIR = join(K8S_DIR, 'base');

/** What every Kubernetes object has; the rest is checked by its model (k8s-models.ts). */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
}

/** One kustomization rendered: its directory (relative to deploy/k8s) and its objects. */
export interface Rendering {
  name: string;
  objects: K8sObject[];
}

export function parseYaml(text: string, source: string): K8sObject[] {
  return parseAllDocuments(text).flatMap((doc) => {
    if (doc.errors.length) throw new Error(`${source}: ${doc.errors[0].message}`);
    const value: unknown = doc.toJS();
    return value === null ? [] : [value as K8sObject];
  });
}

const kubectlFound = (): boolean => spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;

const render = (dir: string): K8sObject[] => parseYaml(execFileSync('kubectl', ['kustomize', join(K8S_DIR, dir)], { encoding: 'utf8' }), dir);

/** The base's listed resource files as they are: what kubectl would render from the base, without its transformers. */
function readBase(): K8sObject[] {
  const [kustomization] = parseYaml(readFileSync(join(BASE_DIR, 'kustomization.yaml'), 'utf8'), 'base/kustomization.yaml') as unknown as [
    { resources: string[] },
  ];
  return kustomization.resources.flatMap((file) => parseYaml(readFileSync(join(BASE_DIR, file), 'utf8'), `base/${file}`));
}

/** The base and every overlay rendered by `kubectl kustomize`; without kubectl, the base's files alone. */
export function renderings(): Rendering[] {
  if (!kubectlFound()) {
    console.warn('kubectl is not on PATH: checking the base resource files only; the overlays are not rendered');
    return [{ name: 'base', objects: readBase() }];
  }
  const overlaysDir = join(K8S_DIR, 'overlays');
  const overlays = existsSync(overlaysDir) ? readdirSync(overlaysDir).map((name) => `overlays/${name}`) : [];
  return ['base', ...overlays].map((name) => ({ name, objects: render(name) }));
}

/** The Secret template, which kustomize does not apply (an apply would overwrite the real Secret). */
export function secretTemplate(): K8sObject {
  const [secret] = parseYaml(readFileSync(join(BASE_DIR, 'secret.example.yaml'), 'utf8'), 'base/secret.example.yaml');
  return secret;
}
