import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IContainer, IPodSpec } from 'kubernetes-models/v1';
import type { K8sObject } from './manifests';

/** A pod template of a Deployment or a Job, with its owner's kind and name. */
export interface PodTemplate {
  owner: string;
  labels: Record<string, string>;
  spec: IPodSpec;
}

export const ofKind = <T>(objects: K8sObject[], kind: string): T[] => objects.filter((o) => o.kind === kind) as unknown as T[];

export function podTemplates(objects: K8sObject[]): PodTemplate[] {
  return [...ofKind<IDeployment>(objects, 'Deployment'), ...ofKind<IJob>(objects, 'Job')].map((o) => ({
    owner: `${o.kind} ${o.metadata?.name}`,
    labels: o.spec?.template.metadata?.labels ?? {},
    spec: o.spec?.template.spec as IPodSpec,
  }));
}

/** Whether a matchLabels selector picks pods with these labels (an empty selector picks none here). */
export function selects(matchLabels: Record<string, string> | undefined, labels: Record<string, string>): boolean {
  const pairs = Object.entries(matchLabels ?? {});
  return pairs.length > 0 && pairs.every(([key, value]) => labels[key] === value);
}

/** The Deployment whose container runs this command (compose's, so the image's entry point). */
export function deploymentRunning(objects: K8sObject[], command: string[]): IDeployment | undefined {
  return ofKind<IDeployment>(objects, 'Deployment').find((d) =>
    d.spec?.template.spec?.containers.some((c) => JSON.stringify(c.command ?? c.args) === JSON.stringify(command)),
  );
}

export const containersOf = (deployment: IDeployment): IContainer[] => deployment.spec?.template.spec?.containers ?? [];

/** A container port by name or number, as probes and Services name it. */
export const hasPort = (container: IContainer, port: string | number | undefined): boolean =>
  (container.ports ?? []).some((p) => p.name === port || p.containerPort === port);
