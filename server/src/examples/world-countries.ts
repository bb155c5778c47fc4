/**
 * The economies of the World Bank's Health Nutrition and Population Stats, as `wb_health_population` names
 * them: ISO-3166 alpha-3 code, World Bank name, World Bank region, and the population in 2014 in millions
 * (rounded; it anchors the generated series so the largest countries are the real ones).
 */

export const WB_REGIONS = [
  'East Asia & Pacific',
  'Europe & Central Asia',
  'Latin America & Caribbean',
  'Middle East & North Africa',
  'North America',
  'South Asia',
  'Sub-Saharan Africa',
] as const;

export type WbRegion = (typeof WB_REGIONS)[number];

const EAP = `ASM|American Samoa|0.055;AUS|Australia|23.5;BRN|Brunei Darussalam|0.41;KHM|Cambodia|15.3;CHN|China|1364;FJI|Fiji|0.89;
PYF|French Polynesia|0.28;GUM|Guam|0.16;HKG|Hong Kong SAR, China|7.2;IDN|Indonesia|254.5;JPN|Japan|127.1;KIR|Kiribati|0.11;
PRK|Korea, Dem. People's Rep.|25;KOR|Korea, Rep.|50.4;LAO|Lao PDR|6.7;MAC|Macao SAR, China|0.57;MYS|Malaysia|29.9;
MHL|Marshall Islands|0.053;FSM|Micronesia, Fed. Sts.|0.1;MNG|Mongolia|2.9;MMR|Myanmar|53.4;NRU|Nauru|0.01;NCL|New Caledonia|0.27;
NZL|New Zealand|4.5;MNP|Northern Mariana Islands|0.055;PLW|Palau|0.021;PNG|Papua New Guinea|7.5;PHL|Philippines|99.1;
WSM|Samoa|0.19;SGP|Singapore|5.5;SLB|Solomon Islands|0.57;THA|Thailand|67.7;TLS|Timor-Leste|1.2;TON|Tonga|0.11;TUV|Tuvalu|0.01;
VUT|Vanuatu|0.26;VNM|Vietnam|90.7`;

const ECA = `ALB|Albania|2.9;AND|Andorra|0.08;ARM|Armenia|3;AUT|Austria|8.5;AZE|Azerbaijan|9.5;BLR|Belarus|9.5;BEL|Belgium|11.2;
BIH|Bosnia and Herzegovina|3.8;BGR|Bulgaria|7.2;CHI|Channel Islands|0.16;HRV|Croatia|4.2;CYP|Cyprus|1.15;CZE|Czech Republic|10.5;
DNK|Denmark|5.6;EST|Estonia|1.3;FRO|Faroe Islands|0.049;FIN|Finland|5.5;FRA|France|66.3;GEO|Georgia|3.7;DEU|Germany|80.9;
GIB|Gibraltar|0.033;GRC|Greece|11;GRL|Greenland|0.056;HUN|Hungary|9.9;ISL|Iceland|0.33;IRL|Ireland|4.6;IMN|Isle of Man|0.087;
ITA|Italy|60.8;KAZ|Kazakhstan|17.3;XKX|Kosovo|1.8;KGZ|Kyrgyz Republic|5.8;LVA|Latvia|2;LIE|Liechtenstein|0.037;LTU|Lithuania|2.9;
LUX|Luxembourg|0.56;MKD|Macedonia, FYR|2.1;MDA|Moldova|3.6;MCO|Monaco|0.038;MNE|Montenegro|0.62;NLD|Netherlands|16.9;
NOR|Norway|5.1;POL|Poland|38;PRT|Portugal|10.4;ROU|Romania|19.9;RUS|Russian Federation|143.8;SMR|San Marino|0.033;SRB|Serbia|7.1;
SVK|Slovak Republic|5.4;SVN|Slovenia|2.1;ESP|Spain|46.5;SWE|Sweden|9.7;CHE|Switzerland|8.2;TJK|Tajikistan|8.3;TUR|Turkey|75.9;
TKM|Turkmenistan|5.3;UKR|Ukraine|45.4;GBR|United Kingdom|64.6;UZB|Uzbekistan|30.8`;

const LAC = `ATG|Antigua and Barbuda|0.09;ARG|Argentina|43;ABW|Aruba|0.1;BHS|Bahamas, The|0.38;BRB|Barbados|0.28;BLZ|Belize|0.35;
BOL|Bolivia|10.6;BRA|Brazil|206.1;VGB|British Virgin Islands|0.029;CYM|Cayman Islands|0.06;CHL|Chile|17.8;COL|Colombia|47.8;
CRI|Costa Rica|4.8;CUB|Cuba|11.4;CUW|Curacao|0.16;DMA|Dominica|0.072;DOM|Dominican Republic|10.4;ECU|Ecuador|15.9;
SLV|El Salvador|6.1;GRD|Grenada|0.106;GTM|Guatemala|16;GUY|Guyana|0.76;HTI|Haiti|10.6;HND|Honduras|7.96;JAM|Jamaica|2.7;
MEX|Mexico|125.4;NIC|Nicaragua|6;PAN|Panama|3.9;PRY|Paraguay|6.6;PER|Peru|31;PRI|Puerto Rico|3.5;SXM|Sint Maarten (Dutch part)|0.038;
KNA|St. Kitts and Nevis|0.055;LCA|St. Lucia|0.18;MAF|St. Martin (French part)|0.031;VCT|St. Vincent and the Grenadines|0.11;
SUR|Suriname|0.54;TTO|Trinidad and Tobago|1.35;TCA|Turks and Caicos Islands|0.034;URY|Uruguay|3.4;VEN|Venezuela, RB|30.7;
VIR|Virgin Islands (U.S.)|0.104`;

const MENA = `DZA|Algeria|38.9;BHR|Bahrain|1.36;DJI|Djibouti|0.88;EGY|Egypt, Arab Rep.|89.6;IRN|Iran, Islamic Rep.|78.1;IRQ|Iraq|34.8;
ISR|Israel|8.2;JOR|Jordan|7.4;KWT|Kuwait|3.8;LBN|Lebanon|5.6;LBY|Libya|6.3;MLT|Malta|0.43;MAR|Morocco|33.9;OMN|Oman|4.2;
QAT|Qatar|2.2;SAU|Saudi Arabia|30.9;SYR|Syrian Arab Republic|19.2;TUN|Tunisia|11;ARE|United Arab Emirates|9.1;
PSE|West Bank and Gaza|4.3;YEM|Yemen, Rep.|26.2`;

const NA = `BMU|Bermuda|0.065;CAN|Canada|35.5;USA|United States|318.9`;

const SA = `AFG|Afghanistan|31.6;BGD|Bangladesh|159.1;BTN|Bhutan|0.77;IND|India|1295.3;MDV|Maldives|0.4;NPL|Nepal|28.2;PAK|Pakistan|185;
LKA|Sri Lanka|20.6`;

const SSA = `AGO|Angola|24.2;BEN|Benin|10.6;BWA|Botswana|2.2;BFA|Burkina Faso|17.6;BDI|Burundi|10.8;CPV|Cabo Verde|0.51;CMR|Cameroon|22.8;
CAF|Central African Republic|4.8;TCD|Chad|13.6;COM|Comoros|0.77;COD|Congo, Dem. Rep.|74.9;COG|Congo, Rep.|4.5;
CIV|Cote d'Ivoire|22.2;GNQ|Equatorial Guinea|0.82;ERI|Eritrea|5.1;ETH|Ethiopia|97;GAB|Gabon|1.7;GMB|Gambia, The|1.9;GHA|Ghana|26.8;
GIN|Guinea|12.3;GNB|Guinea-Bissau|1.8;KEN|Kenya|44.9;LSO|Lesotho|2.1;LBR|Liberia|4.4;MDG|Madagascar|23.6;MWI|Malawi|16.7;
MLI|Mali|17.1;MRT|Mauritania|4;MUS|Mauritius|1.26;MOZ|Mozambique|27.2;NAM|Namibia|2.4;NER|Niger|19.1;NGA|Nigeria|177.5;
RWA|Rwanda|11.3;STP|Sao Tome and Principe|0.19;SEN|Senegal|14.7;SYC|Seychelles|0.09;SLE|Sierra Leone|6.3;SOM|Somalia|10.5;
ZAF|South Africa|54;SSD|South Sudan|11.9;SDN|Sudan|39.4;SWZ|Swaziland|1.27;TZA|Tanzania|51.8;TGO|Togo|7.1;UGA|Uganda|37.8;
ZMB|Zambia|15.7;ZWE|Zimbabwe|15.2`;

export interface WbCountry {
  code: string;
  name: string;
  region: WbRegion;
  /** Population in 2014, millions. */
  population2014: number;
}

function parse(region: WbRegion, list: string): WbCountry[] {
  return list
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [code, name, population] = entry.split('|');
      return { code, name, region, population2014: Number(population) };
    });
}

export const WB_COUNTRIES: WbCountry[] = [
  ...parse('East Asia & Pacific', EAP),
  ...parse('Europe & Central Asia', ECA),
  ...parse('Latin America & Caribbean', LAC),
  ...parse('Middle East & North Africa', MENA),
  ...parse('North America', NA),
  ...parse('South Asia', SA),
  ...parse('Sub-Saharan Africa', SSA),
];
