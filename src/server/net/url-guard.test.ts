import { describe, expect, it } from "vitest";
import { addressProblem, urlProblem } from "./url-guard";

describe("webhook URL guard", () => {
  it("never allows link-local, metadata, unspecified, multicast or broadcast addresses, in any spelling", () => {
    for (const url of [
      "http://169.254.169.254/latest/meta-data",
      "http://2852039166/",
      "http://0xA9FEA9FE/",
      "http://0251.0376.0251.0376/",
      "http://[::ffff:169.254.169.254]/",
      "http://[::ffff:a9fe:a9fe]/",
      "http://[fe80::1]/",
      "http://[fd00:ec2::254]/",
      "http://0.0.0.0/",
      "http://[::]/",
      "http://224.0.0.251/",
      "http://[ff02::1]/",
      "http://255.255.255.255/",
    ]) {
      expect(urlProblem(url, true), url).not.toBeNull();
      expect(urlProblem(url, false), url).not.toBeNull();
    }
  });

  it("allows loopback and private addresses, and plain http, only when private URLs are allowed", () => {
    for (const url of [
      "http://127.0.0.1:8080/",
      "http://10.1.2.3/",
      "http://172.16.0.1/",
      "http://192.168.1.1/",
      "http://100.64.0.1/",
      "http://[::1]/",
      "http://[fc00::1]/",
      "http://localhost:3000/",
    ]) {
      expect(urlProblem(url, true), url).toBeNull();
      expect(urlProblem(url.replace("http:", "https:"), false), url).toMatch(/loopback or private/);
      // Refused for where it points (which the setting changes), not for its plain http.
      expect(urlProblem(url, false), url).toMatch(/loopback or private/);
    }
    expect(urlProblem("http://example.com/hook", false)).toBe("must be an https URL");
    expect(urlProblem("http://example.com/hook", true)).toBeNull();
    expect(urlProblem("https://example.com/hook", false)).toBeNull();
  });

  it("refuses other schemes, credentials and things that are not URLs", () => {
    expect(urlProblem("ftp://example.com/", true)).toBe("must be an http or https URL");
    expect(urlProblem("https://user:pw@example.com/", false)).toBe(
      "must not contain a user name or password",
    );
    expect(urlProblem("https://user@example.com/", false)).toBe(
      "must not contain a user name or password",
    );
    expect(urlProblem("example.com/hook", false)).toBe("must be an absolute URL");
  });

  it("judges resolved addresses the same way (the check at each attempt)", () => {
    expect(addressProblem("93.184.216.34", false)).toBeNull();
    expect(addressProblem("2606:2800:220:1:248:1893:25c8:1946", false)).toBeNull();
    expect(addressProblem("127.0.0.1", false)).toMatch(/loopback/);
    expect(addressProblem("::ffff:10.0.0.1", false)).toMatch(/private/);
    expect(addressProblem("169.254.1.1", true)).toMatch(/never allowed/);
  });
});
