export const FEATURE_LABELS: Record<string, string> = { insights: 'Insights', insightsExports: 'Insights exports' };
