import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import type { IJob } from 'kubernetes-models/batch/v1/Job';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IConfigMap, IPersistentVolumeClaim, IProbe, ISecret, IService } from 'kubernetes-models/v1';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../server/src/config/app-config';
import { UPLOAD_LIMITS } from '../../server/src/contracts/limits';
import { validateObject } from './support/k8s-models';
import { K8sObject, renderings, secretTemplate } from './support/manifests';
import { containersOf, deploymentRunning, hasPort, ofKind, podTemplates, selects } from './support/pods';
import { composeCommand, environmentVariableNames, routeSegmentsInServer } from './support/server-facts';

// deploy/k8s rendered by `kubectl kustomize` (the base and each overlay), each object validated against the
// Kubernetes schema of its kind, then held against the server: its commands, routes, ports and configuration.

const SECRET = secretTemplate() as unknown as ISecret;
const API_COMMAND = composeCommand('api');
const WORKER_COMMAND = composeCommand('worker');
const KNOWN_VARIABLES = environmentVariableNames();
const ROUTE_SEGMENTS = routeSegmentsInServer();
/** The web client restricts socket.io to WebSockets only with `transports: ['websocket']`; else it may poll. */
const SOCKETS_MAY_POLL = !/transports:\s*\[\s*'websocket'\s*\]/.test(readFileSync(join(__dirname, '../../web/src/app/socket-provider.tsx'), 'utf8'));
/** The route that answers 503 while PostgreSQL or Redis is down: for readiness, never for liveness. */
const DEPENDENCY_HEALTH_PATH = '/api/health';

const probesOf = (objects: K8sObject[]) =>
  podTemplates(objects).flatMap((pod) =>
    pod.spec.containers.flatMap((container) =>
      (['readinessProbe', 'livenessProbe', 'startupProbe'] as const).map((kind) => ({
        at: `${pod.owner} ${container.name} ${kind}`,
        container,
        kind,
        probe: container[kind],
      })),
    ),
  );

const envOf = (objects: K8sObject[]): Record<string, string> => ({
  ...ofKind<IConfigMap>(objects, 'ConfigMap').find((c) => c.metadata?.name === 'trading-config')?.data,
  ...SECRET.stringData,
});

/** ingress-nginx sizes: `6m` is 6 MiB. */
const bytesOf = (size: string): number => Number.parseFloat(size) * ({ k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[size.slice(-1).toLowerCase()] ?? 1);

describe('the Secret template (deploy/k8s/base/secret.example.yaml)', () => {
  it('is a valid Secret whose keys the server reads', () => {
    validateObject(SECRET as unknown as K8sObject);
    expect(Object.keys(SECRET.stringData ?? {}).filter((name) => !KNOWN_VARIABLES.has(name))).toEqual([]);
  });
});

describe.each(renderings().map((r) => [r.name, r.objects] as const))('deploy/k8s/%s', (_name, objects) => {
  const named = (kind: string, name: string | undefined) => objects.find((o) => o.kind === kind && o.metadata.name === name);
  const pods = podTemplates(objects);
  const api = deploymentRunning(objects, API_COMMAND);
  const worker = deploymentRunning(objects, WORKER_COMMAND);

  it.each(objects.map((o) => [`${o.kind} ${o.metadata.name}`, o] as const))('%s is valid against its Kubernetes schema', (_at, object) => {
    expect(() => validateObject(object)).not.toThrow();
  });

  it('runs the API and the worker with the commands compose runs, each Deployment selecting its own pods', () => {
    expect(api).toBeDefined();
    expect(worker).toBeDefined();
    for (const d of ofKind<IDeployment>(objects, 'Deployment'))
      expect(selects(d.spec?.selector.matchLabels, d.spec?.template.metadata?.labels ?? {})).toBe(true);
  });

  it('gives every Deployment readiness and liveness probes on a port of its container and a path the server serves', () => {
    const deploymentProbes = probesOf(ofKind(objects, 'Deployment'));
    const missing = deploymentProbes.filter((p) => !p.probe && p.kind !== 'startupProbe').map((p) => p.at);
    const wrong = deploymentProbes
      .filter((p): p is typeof p & { probe: IProbe } => !!p.probe)
      .filter(({ container, probe }) => {
        const get = probe.httpGet;
        const segments = (get?.path ?? '').split('/').filter(Boolean);
        return !get || !hasPort(container, get.port) || !segments.length || segments.some((s) => !ROUTE_SEGMENTS.has(s));
      })
      .map((p) => `${p.at} ${JSON.stringify(p.probe.httpGet)}`);
    expect({ missing, wrong }).toEqual({ missing: [], wrong: [] });
  });

  it('never restarts a pod because PostgreSQL or Redis is down: liveness does not ask the dependencies', () => {
    const liveness = probesOf(objects).filter((p) => p.kind !== 'readinessProbe' && p.probe?.httpGet?.path === DEPENDENCY_HEALTH_PATH);
    expect(liveness.map((p) => p.at)).toEqual([]);
    const readiness = containersOf(api as IDeployment).map((c) => c.readinessProbe?.httpGet?.path);
    expect(readiness).toEqual([DEPENDENCY_HEALTH_PATH]);
  });

  it('lets each process finish its shutdown (SHUTDOWN_TIMEOUT_MS) after the preStop sleep, within the grace period', () => {
    const { shutdownTimeoutMs } = loadConfig(envOf(objects));
    for (const deployment of [api, worker]) {
      const pod = deployment?.spec?.template.spec;
      const [sleep, seconds] = pod?.containers[0].lifecycle?.preStop?.exec?.command ?? [];
      const preStopMs = sleep === 'sleep' ? Number(seconds) * 1000 : 0;
      expect(preStopMs + shutdownTimeoutMs).toBeLessThan((pod?.terminationGracePeriodSeconds ?? 30) * 1000);
    }
  });

  it('points every Service at the pods of a Deployment and a named port of their container', () => {
    for (const service of ofKind<IService>(objects, 'Service')) {
      const targets = ofKind<IDeployment>(objects, 'Deployment').filter((d) => selects(service.spec?.selector, d.spec?.template.metadata?.labels ?? {}));
      expect({ service: service.metadata?.name, selects: targets.length }).toEqual({ service: service.metadata?.name, selects: 1 });
      for (const port of service.spec?.ports ?? []) {
        expect(typeof port.targetPort).toBe('string');
        expect(containersOf(targets[0]).some((c) => hasPort(c, port.targetPort))).toBe(true);
      }
    }
  });

  it('has a PodDisruptionBudget for the API and the worker, each selecting existing pods', () => {
    const budgets = ofKind<IPodDisruptionBudget>(objects, 'PodDisruptionBudget');
    for (const pdb of budgets) expect(pods.some((pod) => selects(pdb.spec?.selector?.matchLabels, pod.labels))).toBe(true);
    for (const deployment of [api, worker]) {
      const labels = deployment?.spec?.template.metadata?.labels ?? {};
      expect(budgets.filter((pdb) => selects(pdb.spec?.selector?.matchLabels, labels))).toHaveLength(1);
    }
  });

  it('scales the API with an HPA on CPU: the Deployment leaves the count to it and requests CPU', () => {
    const [hpa, ...others] = ofKind<IHorizontalPodAutoscaler>(objects, 'HorizontalPodAutoscaler');
    expect(others).toEqual([]);
    expect(hpa.spec?.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: api?.metadata?.name });
    expect(hpa.spec?.metrics?.map((m) => m.resource?.name)).toEqual(['cpu']);
    expect(api?.spec?.replicas).toBeUndefined();
    expect(containersOf(api as IDeployment).every((c) => c.resources?.requests?.cpu)).toBe(true);
  });

  it('runs two workers or more, with the metrics port the configuration names and a Service to scrape it', () => {
    expect(worker?.spec?.replicas).toBeGreaterThanOrEqual(2);
    const port = Number(envOf(objects).WORKER_METRICS_PORT);
    const [container] = containersOf(worker as IDeployment);
    expect(hasPort(container, port)).toBe(true);
    const metricsPortName = container.ports?.find((p) => p.containerPort === port)?.name;
    const scraped = ofKind<IService>(objects, 'Service').filter((s) => s.spec?.ports?.some((p) => p.targetPort === metricsPortName));
    expect(scraped.map((s) => s.metadata?.annotations?.['prometheus.io/port'])).toEqual([String(port)]);
  });

  it('runs the migrations as a Job with the migrate command, retried a few times and cleaned up', () => {
    const [job, ...others] = ofKind<IJob>(objects, 'Job');
    expect(others).toEqual([]);
    expect(job.spec?.template.spec?.containers.map((c) => c.command)).toEqual([composeCommand('migrate')]);
    expect(job.spec?.template.spec?.restartPolicy).toBe('Never');
    expect(job.spec?.backoffLimit).toBeGreaterThan(0);
    expect(job.spec?.ttlSecondsAfterFinished).toBeGreaterThan(0);
  });

  it('routes every Ingress path to an existing Service port', () => {
    for (const ingress of ofKind<IIngress>(objects, 'Ingress')) {
      for (const path of ingress.spec?.rules?.flatMap((r) => r.http?.paths ?? []) ?? []) {
        const backend = path.backend.service;
        const service = named('Service', backend?.name) as IService | undefined;
        const port = service?.spec?.ports?.find((p) => p.name === backend?.port?.name || p.port === backend?.port?.number);
        expect({ path: path.path, port: port?.name }).toEqual({ path: path.path, port: expect.any(String) });
      }
    }
  });

  it('carries socket.io: long timeouts, and sticky sessions when the web client may start with long-polling', () => {
    const sockets = ofKind<IIngress>(objects, 'Ingress').filter((i) => i.spec?.rules?.some((r) => r.http?.paths.some((p) => p.path === '/socket.io')));
    expect(sockets).toHaveLength(1);
    const annotations = sockets[0].metadata?.annotations ?? {};
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(300);
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(300);
    if (SOCKETS_MAY_POLL) expect(annotations['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
  });

  it('lets the largest upload through the site Ingress', () => {
    const site = ofKind<IIngress>(objects, 'Ingress').find((i) => i.spec?.rules?.some((r) => r.http?.paths.some((p) => p.path === '/')));
    const bodySize = site?.metadata?.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'] ?? '1m';
    expect(bytesOf(bodySize)).toBeGreaterThan(Math.max(...Object.values(UPLOAD_LIMITS)));
  });

  it('configures every pod from the ConfigMap and the Secret, with names the server reads and values its loader accepts', () => {
    const sources = pods.flatMap((pod) => pod.spec.containers.flatMap((c) => (c.envFrom ?? []).map((from) => from.configMapRef?.name ?? from.secretRef?.name)));
    expect(new Set(sources)).toEqual(new Set(['trading-config', SECRET.metadata?.name]));
    const env = envOf(objects);
    expect(Object.keys(env).filter((name) => !KNOWN_VARIABLES.has(name))).toEqual([]);
    const config = loadConfig(env);
    expect(config.env).toBe('production');
    // Every default that points at this machine (PostgreSQL, Redis, the public URL, mail addresses) is replaced.
    const onThisMachine = (value: unknown): boolean => typeof value === 'string' && /localhost|127\.0\.0\.1/.test(value);
    const local = Object.entries(Object.getOwnPropertyDescriptors(loadConfig({})))
      .filter(([, d]) => onThisMachine(d.value))
      .map(([key]) => key);
    expect(local.length).toBeGreaterThan(0);
    expect(local.filter((key) => onThisMachine(config[key as keyof typeof config]))).toEqual([]);
    // Folders the processes write (UPLOAD_DIR, DATA_DIR) are on a mounted volume, not the read-only image.
    const folders = Object.values(Object.getOwnPropertyDescriptors(config)).flatMap((d) =>
      typeof d.value === 'string' && d.value.startsWith('/') ? [d.value] : [],
    );
    for (const container of [api, worker].flatMap((d) => containersOf(d as IDeployment))) {
      for (const folder of folders)
        expect({ folder, mounted: (container.volumeMounts ?? []).some((m) => folder.startsWith(`${m.mountPath}/`)) }).toEqual({ folder, mounted: true });
    }
  });

  it('shares one ReadWriteMany volume between the pods that mount a claim, and runs every pod as a non-root user', () => {
    for (const pod of pods) {
      for (const volume of pod.spec.volumes ?? []) {
        if (!volume.persistentVolumeClaim) continue;
        const claim = named('PersistentVolumeClaim', volume.persistentVolumeClaim.claimName) as IPersistentVolumeClaim | undefined;
        expect(claim?.spec?.accessModes).toContain('ReadWriteMany');
      }
      // runAsNonRoot needs a numeric user: the image's is `node`, which the kubelet cannot check.
      expect(pod.spec.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: expect.any(Number) });
      for (const container of pod.spec.containers) {
        if (container.securityContext?.readOnlyRootFilesystem) expect(container.volumeMounts?.map((m) => m.mountPath)).toContain('/tmp');
      }
    }
  });
});
