import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { contentApi } from '@portal/shared/content';
import { freePort } from './server.ts';

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

/**
 * nginx (Debian's package) in front of server processes as README "Running at scale" deploys
 * it: round robin over `ports`, keep-alive to them, the client's address passed on in
 * X-Forwarded-For. Its configuration, pid and temporary files live in `workDir`.
 */
export async function startNginx(workDir: string, ports: number[]): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = path.join(workDir, 'nginx');
  fs.mkdirSync(prefix, { recursive: true });
  const errorLog = path.join(prefix, 'error.log');
  const config = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream portal {
    ${ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join('\n    ')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 32m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}`;
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  const child = spawn('nginx', ['-p', prefix, '-c', configFile, '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
      throw new Error(`nginx exited (${child.exitCode}; is it installed? apt-get install -y nginx) ${log}`);
    }
    try {
      if ((await fetch(`${url}${contentApi.news.path}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('nginx did not answer within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
