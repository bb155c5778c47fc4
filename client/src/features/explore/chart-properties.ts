// The chart properties modal's form (spec 1 §3 "Chart edit payload"): name, description, cache timeout,
// certification, owners. Pure, so it is unit-tested.

export interface ChartPropertiesForm {
  sliceName: string;
  description: string;
  cacheTimeout: string;
  certifiedBy: string;
  certificationDetails: string;
  owners: number[];
}

export interface ChartPropertiesSource {
  sliceName: string;
  description?: string | null;
  cacheTimeout?: number | null;
  certifiedBy?: string | null;
  certificationDetails?: string | null;
  owners: ReadonlyArray<{ id: number }>;
}

export function propertiesFormFrom(chart: ChartPropertiesSource): ChartPropertiesForm {
  return {
    sliceName: chart.sliceName,
    description: chart.description ?? '',
    cacheTimeout: chart.cacheTimeout === null || chart.cacheTimeout === undefined ? '' : String(chart.cacheTimeout),
    certifiedBy: chart.certifiedBy ?? '',
    certificationDetails: chart.certificationDetails ?? '',
    owners: chart.owners.map((owner) => owner.id),
  };
}

export interface PropertiesErrors {
  sliceName?: string;
  cacheTimeout?: string;
}

export function validateProperties(form: ChartPropertiesForm): PropertiesErrors {
  const errors: PropertiesErrors = {};
  if (!form.sliceName.trim()) errors.sliceName = 'Name cannot be empty';
  if (form.cacheTimeout.trim() && !/^-?\d+$/.test(form.cacheTimeout.trim())) errors.cacheTimeout = 'Cache timeout is expected to be an integer';
  return errors;
}

/** The updateChart input; empty texts become null, and certification details are kept only with a certifier. */
export function toUpdateChartInput(form: ChartPropertiesForm) {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  const certifiedBy = text(form.certifiedBy);
  return {
    sliceName: form.sliceName.trim(),
    description: text(form.description),
    cacheTimeout: form.cacheTimeout.trim() ? Number(form.cacheTimeout.trim()) : null,
    certifiedBy,
    certificationDetails: certifiedBy ? text(form.certificationDetails) : null,
    owners: form.owners,
  };
}
